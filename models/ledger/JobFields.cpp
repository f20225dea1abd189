#include "models/ledger/JobFields.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rp::job_fields {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

QString shown(QByteArrayView text)
{
    // Quote at most a few dozen characters of the offending value.
    return QString::fromUtf8(text.first(qMin<qsizetype>(text.size(), 40)));
}

bool isOptional(Field field)
{
    return field != Field::Date && field != Field::Card && field != Field::Cards && field != Field::BilledHours
        && field != Field::Cost;
}

QString* textMember(JobRecord& job, Field field)
{
    switch (field) {
    case Field::Provider:
        return &job.provider;
    case Field::Card:
        return &job.card;
    case Field::BillingMode:
        return &job.billingMode;
    case Field::Currency:
        return &job.currency;
    case Field::Task:
        return &job.task;
    case Field::Model:
        return &job.model;
    case Field::Result:
        return &job.result;
    case Field::Tags:
        return &job.tags;
    case Field::Notes:
        return &job.notes;
    case Field::Plan:
        return &job.plan;
    case Field::Phase:
        return &job.phase;
    default:
        return nullptr;
    }
}

} // namespace

const char* name(Field field)
{
    static const char* const names[kFieldCount]
        = { "date", "provider", "card", "cards", "billing_mode", "billed_hours", "busy_hours", "cost", "currency",
              "task", "model", "result", "tags", "notes", "plan", "phase", "planned_cost", "planned_hours" };
    return names[static_cast<int>(field)];
}

QStringList header(bool withPlan)
{
    return headerOf(withPlan ? kFieldCount : kCsvFieldCount);
}

QStringList headerOf(int count)
{
    QStringList names;
    for (int i = 0; i < count; ++i)
        names.append(QLatin1String(name(fieldAt(i))));
    return names;
}

std::optional<QDate> parseDate(QByteArrayView text, QString* error)
{
    // Strict ISO 8601 calendar date: exactly YYYY-MM-DD, so the stored text sorts by time.
    auto digits = [&](int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; ++i) {
            const char c = text.at(i);
            if (c < '0' || c > '9')
                return -1;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    if (text.size() == 10 && text.at(4) == '-' && text.at(7) == '-') {
        const QDate date(digits(0, 4), digits(5, 2), digits(8, 2));
        if (date.isValid())
            return date;
    }
    *error = Text::tr("\"%1\" is not a date in the form YYYY-MM-DD").arg(shown(text));
    return std::nullopt;
}

std::optional<double> parseNumber(QByteArrayView text, bool mustBePositive, double max, QString* error)
{
    double value = 0.0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.isEmpty() || ptr != end || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
        *error = Text::tr("\"%1\" is not a number (use a dot for decimals)").arg(shown(text));
        return std::nullopt;
    }
    if (!std::isfinite(value) || ec == std::errc::result_out_of_range) {
        *error = Text::tr("\"%1\" is not a finite number").arg(shown(text));
        return std::nullopt;
    }
    if (value < 0 || (mustBePositive && value == 0)) {
        *error = mustBePositive ? Text::tr("%1 must be greater than zero").arg(shown(text))
                                : Text::tr("%1 must not be negative").arg(shown(text));
        return std::nullopt;
    }
    if (value > max) {
        *error = Text::tr("%1 is larger than the accepted maximum %2")
                     .arg(shown(text), QString::fromLatin1(formatNumber(max)));
        return std::nullopt;
    }
    return value;
}

std::optional<qint64> parseCount(QByteArrayView text, QString* error)
{
    qint64 value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.isEmpty() || ptr != end || ec != std::errc() || value < 1 || value > kMaxCards) {
        *error = Text::tr("\"%1\" is not a whole number from 1 to %2").arg(shown(text)).arg(kMaxCards);
        return std::nullopt;
    }
    return value;
}

bool isValidUtf8(QByteArrayView text)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = p + text.size();
    while (p < end) {
        const unsigned char c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int extra = 0;
        unsigned min = 0;
        unsigned code = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1, min = 0x80, code = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2, min = 0x800, code = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3, min = 0x10000, code = c & 0x07;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            code = (code << 6) | (p[i] & 0x3F);
        }
        // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
        if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        p += extra + 1;
    }
    return true;
}

Kind kind(Field field)
{
    switch (field) {
    case Field::Date:
        return Kind::Date;
    case Field::Cards:
        return Kind::Count;
    case Field::BilledHours:
    case Field::BusyHours:
    case Field::Cost:
    case Field::PlannedCost:
    case Field::PlannedHours:
        return Kind::Number;
    default:
        return Kind::Text;
    }
}

QString parseRaw(Field field, QByteArrayView text, RawValue* value)
{
    QString error;
    value->isNull = text.isEmpty();
    if (text.isEmpty())
        return isOptional(field) ? QString() : Text::tr("is empty; a value is required");
    switch (kind(field)) {
    case Kind::Date:
        if (auto date = parseDate(text, &error))
            value->date = *date;
        return error;
    case Kind::Count:
        if (auto count = parseCount(text, &error))
            value->count = *count;
        return error;
    case Kind::Number: {
        const bool hours = field == Field::BilledHours || field == Field::BusyHours || field == Field::PlannedHours;
        if (auto number = parseNumber(text, field == Field::BilledHours, hours ? kMaxHours : kMaxMoney, &error))
            value->number = *number;
        return error;
    }
    case Kind::Text:
        if (!isValidUtf8(text))
            return Text::tr("is not valid UTF-8 text");
        // PostgreSQL's text cannot hold a zero byte (a team ledger's COPY failed on it with
        // no line or column); refused on both back ends so they keep the same jobs.
        if (std::find(text.begin(), text.end(), '\0') != text.end())
            return Text::tr("holds a zero byte (NUL), which a ledger cannot store");
        if (field == Field::Card && std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\t'; }))
            return Text::tr("is empty; a value is required");
        return {};
    }
    return {};
}

QString setField(JobRecord& job, Field field, QByteArrayView text)
{
    RawValue value;
    const QString error = parseRaw(field, text, &value);
    if (!error.isEmpty())
        return error;
    switch (field) {
    case Field::Date:
        job.date = value.date;
        break;
    case Field::Cards:
        job.cards = value.count;
        break;
    case Field::BilledHours:
        job.billedHours = value.number;
        break;
    case Field::Cost:
        job.cost = value.number;
        break;
    case Field::BusyHours:
        job.busyHours = value.isNull ? std::nullopt : std::optional(value.number);
        break;
    case Field::PlannedCost:
        job.plannedCost = value.isNull ? std::nullopt : std::optional(value.number);
        break;
    case Field::PlannedHours:
        job.plannedHours = value.isNull ? std::nullopt : std::optional(value.number);
        break;
    default:
        *textMember(job, field) = QString::fromUtf8(text);
    }
    return {};
}

QString text(const JobRecord& job, Field field)
{
    auto number = [](double v) { return QString::fromLatin1(formatNumber(v)); };
    switch (field) {
    case Field::Date:
        return job.date.toString(Qt::ISODate);
    case Field::Cards:
        return QString::number(job.cards);
    case Field::BilledHours:
        return number(job.billedHours);
    case Field::BusyHours:
        return job.busyHours ? number(*job.busyHours) : QString();
    case Field::Cost:
        return number(job.cost);
    case Field::PlannedCost:
        return job.plannedCost ? number(*job.plannedCost) : QString();
    case Field::PlannedHours:
        return job.plannedHours ? number(*job.plannedHours) : QString();
    default:
        return *textMember(const_cast<JobRecord&>(job), field);
    }
}

std::optional<std::pair<Field, QString>> checkJob(const JobRecord& job)
{
    if (job.busyHours && *job.busyHours > job.billedHours) {
        return std::pair { Field::BusyHours,
            Text::tr("busy hours (%1) exceed billed hours (%2)")
                .arg(QString::fromLatin1(formatNumber(*job.busyHours)),
                    QString::fromLatin1(formatNumber(job.billedHours))) };
    }
    return std::nullopt;
}

QByteArray formatNumber(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, result.ptr - buffer);
}

} // namespace rp::job_fields

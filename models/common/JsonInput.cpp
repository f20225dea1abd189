#include "common/JsonInput.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <limits>

namespace rp::json_input {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(JsonInput)
};

// nlohmann reports a byte offset; users want the line and column they see in an editor.
QString lineAndColumn(const QByteArray& bytes, std::size_t byteOffset)
{
    qsizetype end = std::min<qsizetype>(qsizetype(byteOffset), bytes.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i + 1 < end; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Text::tr("line %1, column %2").arg(line).arg(column);
}

} // namespace

namespace {

// An optional field: absent or null gives the fallback, anything else must pass `read`.
template <typename T, typename Read>
T valueOr(const Json& object, const QString& objectPath, const char* key, T fallback, Read read)
{
    requireObject(object, objectPath);
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return fallback;
    return read(*it, childPath(objectPath, key));
}

} // namespace

std::optional<Json> parse(const QByteArray& bytes, const QString& file, InputError* error, Limits limits)
{
    auto setError = [&](const QString& where, const QString& message) {
        if (error)
            *error = InputError { file, where, message };
    };
    if (bytes.size() > limits.maxBytes) {
        setError({}, Text::tr("the file is %1 bytes, more than the %2 bytes accepted").arg(bytes.size()).arg(limits.maxBytes));
        return std::nullopt;
    }
    bool tooDeep = false;
    const Json::parser_callback_t depthGuard = [&](int depth, Json::parse_event_t, Json&) {
        if (depth > limits.maxDepth)
            tooDeep = true;
        return !tooDeep;
    };
    try {
        Json document = Json::parse(bytes.cbegin(), bytes.cend(), depthGuard);
        if (tooDeep) {
            setError({}, Text::tr("nested more than %1 levels deep").arg(limits.maxDepth));
            return std::nullopt;
        }
        return document;
    } catch (const Json::parse_error& e) {
        // Keep only nlohmann's reason, without its "[json.exception...]" prefix.
        QString reason = QString::fromUtf8(e.what());
        const qsizetype colon = reason.lastIndexOf(u": ");
        if (colon >= 0)
            reason = reason.mid(colon + 2);
        setError(lineAndColumn(bytes, e.byte), Text::tr("not valid JSON (%1)").arg(reason));
        return std::nullopt;
    }
}

std::optional<Json> parseFile(const QString& path, InputError* error, Limits limits)
{
    QFile file(path);
    const QString shown = QFileInfo(path).filePath();
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = InputError { shown, {}, Text::tr("cannot be read (%1)").arg(file.errorString()) };
        return std::nullopt;
    }
    if (file.size() > limits.maxBytes) {
        if (error)
            *error = InputError { shown, {},
                Text::tr("the file is %1 bytes, more than the %2 bytes accepted").arg(file.size()).arg(limits.maxBytes) };
        return std::nullopt;
    }
    return parse(file.readAll(), shown, error, limits);
}

QString childPath(const QString& parent, const char* key)
{
    const QString name = QString::fromUtf8(key);
    return parent.isEmpty() ? name : parent + u'.' + name;
}

QString indexPath(const QString& parent, qsizetype index)
{
    return parent + u'[' + QString::number(index) + u']';
}

void fail(const QString& path, const QString& message)
{
    throw InputException(InputError { {}, path, message });
}

QString typeName(const Json& value)
{
    switch (value.type()) {
    case Json::value_t::null:
        return Text::tr("null");
    case Json::value_t::boolean:
        return Text::tr("a true/false value");
    case Json::value_t::string:
        return Text::tr("a string");
    case Json::value_t::array:
        return Text::tr("a list");
    case Json::value_t::object:
        return Text::tr("an object");
    default:
        return Text::tr("a number");
    }
}

const Json& require(const Json& object, const QString& objectPath, const char* key)
{
    requireObject(object, objectPath);
    const auto it = object.find(key);
    if (it == object.end())
        fail(childPath(objectPath, key), Text::tr("is missing"));
    return *it;
}

double toNumber(const Json& value, const QString& path, double min, double max)
{
    if (!value.is_number())
        fail(path, Text::tr("expected a number, found %1").arg(typeName(value)));
    const double v = value.get<double>();
    if (!std::isfinite(v))
        fail(path, Text::tr("must be a finite number"));
    if (v < min || v > max)
        fail(path, Text::tr("%1 is outside the accepted range %2 to %3").arg(v).arg(min).arg(max));
    return v;
}

qint64 toInteger(const Json& value, const QString& path, qint64 min, qint64 max)
{
    if (value.is_number_integer()) {
        // get<qint64>() on an unsigned above INT64_MAX would wrap: check first.
        if (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(max))
            fail(path, Text::tr("%1 is outside the accepted range %2 to %3")
                           .arg(QString::number(value.get<std::uint64_t>()))
                           .arg(min)
                           .arg(max));
        const qint64 v = value.get<qint64>();
        if (v < min || v > max)
            fail(path, Text::tr("%1 is outside the accepted range %2 to %3").arg(v).arg(min).arg(max));
        return v;
    }
    if (value.is_number_float()) {
        const double v = value.get<double>();
        if (!std::isfinite(v) || std::floor(v) != v)
            fail(path, Text::tr("expected a whole number, found %1").arg(v));
        if (v < double(min) || v > double(max))
            fail(path, Text::tr("%1 is outside the accepted range %2 to %3").arg(v).arg(min).arg(max));
        return qint64(v);
    }
    fail(path, Text::tr("expected a whole number, found %1").arg(typeName(value)));
}

QString toString(const Json& value, const QString& path)
{
    if (!value.is_string())
        fail(path, Text::tr("expected a string, found %1").arg(typeName(value)));
    return QString::fromStdString(value.get<std::string>());
}

bool toBool(const Json& value, const QString& path)
{
    if (!value.is_boolean())
        fail(path, Text::tr("expected true or false, found %1").arg(typeName(value)));
    return value.get<bool>();
}

void requireObject(const Json& value, const QString& path)
{
    if (!value.is_object())
        fail(path.isEmpty() ? Text::tr("(top level)") : path, Text::tr("expected an object, found %1").arg(typeName(value)));
}

void requireArray(const Json& value, const QString& path)
{
    if (!value.is_array())
        fail(path, Text::tr("expected a list, found %1").arg(typeName(value)));
}

double number(const Json& object, const QString& objectPath, const char* key, double min, double max)
{
    return toNumber(require(object, objectPath, key), childPath(objectPath, key), min, max);
}

double numberOr(const Json& object, const QString& objectPath, const char* key, double fallback, double min,
    double max)
{
    return valueOr(object, objectPath, key, fallback,
        [&](const Json& v, const QString& path) { return toNumber(v, path, min, max); });
}

qint64 integer(const Json& object, const QString& objectPath, const char* key, qint64 min, qint64 max)
{
    return toInteger(require(object, objectPath, key), childPath(objectPath, key), min, max);
}

qint64 integerOr(const Json& object, const QString& objectPath, const char* key, qint64 fallback, qint64 min,
    qint64 max)
{
    return valueOr(object, objectPath, key, fallback,
        [&](const Json& v, const QString& path) { return toInteger(v, path, min, max); });
}

QString string(const Json& object, const QString& objectPath, const char* key)
{
    return toString(require(object, objectPath, key), childPath(objectPath, key));
}

QString stringOr(const Json& object, const QString& objectPath, const char* key, const QString& fallback)
{
    return valueOr(object, objectPath, key, fallback, &toString);
}

bool boolOr(const Json& object, const QString& objectPath, const char* key, bool fallback)
{
    return valueOr(object, objectPath, key, fallback, &toBool);
}

} // namespace rp::json_input

#include "models/common/JsonInput.h"

#include "models/common/InputFile.h"
#include "models/common/JsonSaxBuilder.h"

#include <QBuffer>
#include <QFileInfo>
#include <QLocale>

#include <cmath>
#include <limits>

namespace rp::json_input {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(JsonInput)
};

// Bytes from a device, a chunk at a time, with the line and column of the last
// byte handed out (for error messages) and a hard stop after maxBytes.
class ChunkedSource {
public:
    ChunkedSource(QIODevice* device, qint64 maxBytes, const std::function<void(QByteArrayView)>& observer)
        : m_device(device)
        , m_maxBytes(maxBytes)
        , m_observer(observer)
    {
    }
    bool atEnd()
    {
        if (m_pos < m_chunk.size())
            return false;
        if (m_done)
            return true;
        m_chunk.resize(kChunkBytes);
        const qint64 got = m_device->read(m_chunk.data(), kChunkBytes);
        m_chunk.resize(std::max<qint64>(got, 0));
        m_pos = 0;
        if (got < 0)
            m_readError = true;
        if (got <= 0) {
            m_done = true;
            return true;
        }
        if (m_total + got > m_maxBytes) {
            m_tooLarge = true;
            m_done = true;
            m_chunk.clear();
            return true;
        }
        m_total += got;
        if (m_observer)
            m_observer(QByteArrayView(m_chunk));
        return false;
    }
    const char& current() const { return m_chunk.constData()[m_pos]; }
    void advance()
    {
        if (m_chunk.at(m_pos++) == '\n') {
            ++m_line;
            m_column = 0;
        } else {
            ++m_column;
        }
    }
    bool tooLarge() const { return m_tooLarge; }
    bool readError() const { return m_readError; }
    // Where the last byte read is, or `back` bytes before it (the parser reads one byte
    // past a number, so an out-of-range number starts at column - its length).
    QString place(qint64 back = 0) const
    {
        return Text::tr("line %1, column %2").arg(m_line).arg(std::max(m_column - back, qint64(1)));
    }

private:
    static constexpr qint64 kChunkBytes = 256 * 1024;
    QIODevice* m_device;
    qint64 m_maxBytes;
    const std::function<void(QByteArrayView)>& m_observer;
    QByteArray m_chunk;
    qsizetype m_pos = 0;
    qint64 m_total = 0;
    qint64 m_line = 1;
    qint64 m_column = 0;
    bool m_done = false;
    bool m_tooLarge = false;
    bool m_readError = false;
};

// The input iterator nlohmann's parser reads through.
struct SourceIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    ChunkedSource* source = nullptr; // nullptr is the end

    reference operator*() const { return source->current(); }
    SourceIterator& operator++()
    {
        source->advance();
        return *this;
    }
    bool operator==(const SourceIterator& other) const { return isEnd() == other.isEnd(); }
    bool operator!=(const SourceIterator& other) const { return !(*this == other); }
    bool isEnd() const { return !source || source->atEnd(); }
};

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

std::optional<Json> parse(
    QIODevice* device, const QString& file, InputError* error, Limits limits, const Stream* stream)
{
    static const std::function<void(QByteArrayView)> noObserver;
    ChunkedSource source(device, limits.maxBytes, stream ? stream->observer : noObserver);
    Json document;
    JsonSaxBuilder builder(document, limits.maxDepth);
    if (stream)
        builder.streamArray(stream->arrayKey, stream->sink);
    auto setError = [&](const QString& where, const QString& message) {
        if (error)
            *error = InputError { file, where, message };
    };
    try {
        // Every parser failure, including nlohmann's out_of_range for 1e400, arrives
        // in the builder's parse_error(): nothing is thrown past this point.
        if (Json::sax_parse(SourceIterator { &source }, SourceIterator {}, &builder))
            return document;
    } catch (const InputException& e) {
        // A streamed element the caller refused: its path is in the error.
        InputError located = e.error();
        if (located.file.isEmpty())
            located.file = file;
        if (error)
            *error = located;
        return std::nullopt;
    } catch (const std::exception& e) {
        // Nothing else should throw; if it does, it is still an error about this file.
        setError(source.place(), Text::tr("not valid JSON (%1)").arg(QString::fromUtf8(e.what())));
        return std::nullopt;
    }
    if (source.tooLarge()) {
        setError({}, input_file::tooLargeMessage(limits.maxBytes));
        return std::nullopt;
    }
    if (source.readError()) {
        setError({}, Text::tr("cannot be read (%1)").arg(device->errorString()));
        return std::nullopt;
    }
    // A syntax error is where the text breaks (line and column); a number out of range
    // also names the value it was meant for; a duplicate key or too deep a nesting is a path.
    QString where = builder.isSyntaxError() ? source.place(builder.errorTokenBytes()) : QString();
    const bool withPath = !builder.isSyntaxError() || builder.errorTokenBytes() > 0;
    if (withPath && !builder.errorPath().isEmpty())
        where = where.isEmpty() ? builder.errorPath() : builder.errorPath() + QStringLiteral(" (") + where + u')';
    setError(where, builder.errorMessage());
    return std::nullopt;
}

std::optional<Json> parse(const QByteArray& bytes, const QString& file, InputError* error, Limits limits)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return parse(&buffer, file, error, limits);
}

std::optional<Json> parseFile(const QString& path, InputError* error, Limits limits)
{
    try {
        return parse(input_file::read(path, limits.maxBytes), QFileInfo(path).filePath(), error, limits);
    } catch (const InputException& e) {
        if (error)
            *error = e.error();
        return std::nullopt;
    }
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
            fail(path,
                Text::tr("%1 is outside the accepted range %2 to %3")
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

QDate toDate(const Json& value, const QString& path)
{
    const QString text = toString(value, path);
    const QDate d = QDate::fromString(text, Qt::ISODate);
    if (!d.isValid())
        fail(path, Text::tr("expected a date as YYYY-MM-DD, found \"%1\"").arg(text));
    return d;
}

void requireObject(const Json& value, const QString& path)
{
    if (!value.is_object())
        fail(path.isEmpty() ? Text::tr("(top level)") : path,
            Text::tr("expected an object, found %1").arg(typeName(value)));
}

void requireArray(const Json& value, const QString& path)
{
    if (!value.is_array())
        fail(path, Text::tr("expected a list, found %1").arg(typeName(value)));
}

void requireArray(const Json& value, const QString& path, qsizetype limit)
{
    requireArray(value, path);
    if (value.size() > std::size_t(limit))
        fail(path,
            Text::tr("has %1 items; RentPlan is built for at most %2 here")
                .arg(QLocale().toString(qsizetype(value.size())), QLocale().toString(limit)));
}

double number(const Json& object, const QString& objectPath, const char* key, double min, double max)
{
    return toNumber(require(object, objectPath, key), childPath(objectPath, key), min, max);
}

double numberOr(const Json& object, const QString& objectPath, const char* key, double fallback, double min, double max)
{
    return valueOr(object, objectPath, key, fallback,
        [&](const Json& v, const QString& path) { return toNumber(v, path, min, max); });
}

qint64 integer(const Json& object, const QString& objectPath, const char* key, qint64 min, qint64 max)
{
    return toInteger(require(object, objectPath, key), childPath(objectPath, key), min, max);
}

qint64 integerOr(
    const Json& object, const QString& objectPath, const char* key, qint64 fallback, qint64 min, qint64 max)
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

std::optional<QDate> optionalDate(const Json& object, const QString& objectPath, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    return toDate(*it, childPath(objectPath, key));
}

} // namespace rp::json_input

#pragma once

#include "models/common/InputError.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QString>

class QIODevice;

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>

namespace rp::json_input {

using Json = nlohmann::json;

// Limits applied before anything else touches a document: nlohmann parses very
// deep nesting but crashes in dump(), and a huge file should not be read at all.
struct Limits {
    qint64 maxBytes = 16 * 1024 * 1024;
    int maxDepth = 64;
};

// Parses text as strict JSON (no NaN/Infinity tokens, no key twice in one
// object). Never throws: on any failure (syntax, a number beyond double range,
// a duplicate key, too deep, too large) it fills `error` with the JSON path
// and/or "line L, column C" and returns nullopt.
std::optional<Json> parse(const QByteArray& bytes, const QString& file, InputError* error, Limits limits = {});
// Reads a regular file (input_file::open) and parses it; the error names the file.
std::optional<Json> parseFile(const QString& path, InputError* error, Limits limits = {});

// Streaming: the elements of the top-level array `arrayKey` go to `sink` one by
// one and are not kept; `observer` sees every chunk of bytes read (for a hash).
// An InputException thrown by the sink stops the parse and becomes `error`.
struct Stream {
    std::string arrayKey;
    std::function<void(Json&& element, const QString& path)> sink;
    std::function<void(QByteArrayView chunk)> observer;
};
std::optional<Json> parse(
    QIODevice* device, const QString& file, InputError* error, Limits limits, const Stream* stream = nullptr);

// Path helpers: "offers" + 2 -> "offers[2]", "offers[2]" + "price" -> "offers[2].price".
QString childPath(const QString& parent, const char* key);
QString indexPath(const QString& parent, qsizetype index);

// Field readers. They throw InputException with the JSON path on a missing
// key, a wrong type, a non-finite number or a value out of [min, max].
// Integers accept only whole numbers (4096 or 4096.0, never 3.7 or "4096").
[[noreturn]] void fail(const QString& path, const QString& message);
const Json& require(const Json& object, const QString& objectPath, const char* key);
double toNumber(const Json& value, const QString& path, double min, double max);
qint64 toInteger(const Json& value, const QString& path, qint64 min, qint64 max);
QString toString(const Json& value, const QString& path);
bool toBool(const Json& value, const QString& path);
// A date written YYYY-MM-DD.
QDate toDate(const Json& value, const QString& path);

double number(const Json& object, const QString& objectPath, const char* key, double min, double max);
double numberOr(
    const Json& object, const QString& objectPath, const char* key, double fallback, double min, double max);
qint64 integer(const Json& object, const QString& objectPath, const char* key, qint64 min, qint64 max);
qint64 integerOr(
    const Json& object, const QString& objectPath, const char* key, qint64 fallback, qint64 min, qint64 max);
QString string(const Json& object, const QString& objectPath, const char* key);
QString stringOr(const Json& object, const QString& objectPath, const char* key, const QString& fallback);
bool boolOr(const Json& object, const QString& objectPath, const char* key, bool fallback);
// Absent or null: unset.
std::optional<QDate> optionalDate(const Json& object, const QString& objectPath, const char* key);
void requireObject(const Json& value, const QString& path);
void requireArray(const Json& value, const QString& path);
// An array of at most `limit` items (plan/PlanLimits.h): more is refused before any is read.
void requireArray(const Json& value, const QString& path, qsizetype limit);

// Name of a JSON type as a user reads it ("a string", "a number", ...).
QString typeName(const Json& value);

} // namespace rp::json_input

#pragma once

#include "common/InputError.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp::json_input {

using Json = nlohmann::json;

// Limits applied before anything else touches a document: nlohmann parses very
// deep nesting but crashes in dump(), and a huge file should not be read at all.
struct Limits {
    qint64 maxBytes = 16 * 1024 * 1024;
    int maxDepth = 64;
};

// Parses text as strict JSON (no NaN/Infinity tokens). On failure fills
// `error` with "line L, column C" and returns nullopt.
std::optional<Json> parse(const QByteArray& bytes, const QString& file, InputError* error, Limits limits = {});
// Reads and parses a file; the error names the file.
std::optional<Json> parseFile(const QString& path, InputError* error, Limits limits = {});

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

double number(const Json& object, const QString& objectPath, const char* key, double min, double max);
double numberOr(const Json& object, const QString& objectPath, const char* key, double fallback, double min,
    double max);
qint64 integer(const Json& object, const QString& objectPath, const char* key, qint64 min, qint64 max);
qint64 integerOr(const Json& object, const QString& objectPath, const char* key, qint64 fallback, qint64 min,
    qint64 max);
QString string(const Json& object, const QString& objectPath, const char* key);
QString stringOr(const Json& object, const QString& objectPath, const char* key, const QString& fallback);
bool boolOr(const Json& object, const QString& objectPath, const char* key, bool fallback);
void requireObject(const Json& value, const QString& path);
void requireArray(const Json& value, const QString& path);

// Name of a JSON type as a user reads it ("a string", "a number", ...).
QString typeName(const Json& value);

} // namespace rp::json_input

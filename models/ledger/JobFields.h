#pragma once

#include "models/ledger/JobRecord.h"

#include <QByteArrayView>
#include <QStringList>

#include <optional>

namespace rp::job_fields {

// The columns of the ledger CSV, in file order. The first kCsvFieldCount are the
// header README.md gives (`ledger import`); the plan columns may follow so a round trip loses nothing:
// plan, phase and planned_cost (kPlanFieldCount), then planned_hours (a file may
// stop after any of these three widths). The `jobs` table has a column of the same
// name for each.
enum class Field {
    Date,
    Provider,
    Card,
    Cards,
    BillingMode,
    BilledHours,
    BusyHours,
    Cost,
    Currency,
    Task,
    Model,
    Result,
    Tags,
    Notes,
    Plan,
    Phase,
    PlannedCost,
    PlannedHours, // the phase's planned wall-clock hours, in the unit of billed_hours
};
inline constexpr int kCsvFieldCount = 14;
inline constexpr int kPlanFieldCount = 17; // the width of files written before planned_hours
inline constexpr int kFieldCount = 18;

inline Field fieldAt(int index)
{
    return static_cast<Field>(index);
}
const char* name(Field field);
QStringList header(bool withPlan);
// The first `count` column names (kCsvFieldCount, kPlanFieldCount or kFieldCount).
QStringList headerOf(int count);

// Upper limits that catch typos (a cost of 1e300) without getting in a real user's way.
inline constexpr double kMaxHours = 1e7;
inline constexpr double kMaxMoney = 1e15;
inline constexpr qint64 kMaxCards = 1000000;

// Parsers for the raw UTF-8 text of one field. On failure they return nullopt
// and a translated message that does not repeat the column name.
std::optional<QDate> parseDate(QByteArrayView text, QString* error);
std::optional<double> parseNumber(QByteArrayView text, bool mustBePositive, double max, QString* error);
std::optional<qint64> parseCount(QByteArrayView text, QString* error);
bool isValidUtf8(QByteArrayView text);

// One field's text, checked and converted. The import binds these straight into
// SQLite; setField() stores them in a JobRecord: both share this one validation.
struct RawValue {
    bool isNull = false; // an optional field left empty
    QDate date;
    qint64 count = 0;
    double number = 0.0;
};
QString parseRaw(Field field, QByteArrayView text, RawValue* value);
enum class Kind { Text, Date, Count, Number };
Kind kind(Field field);

// Sets one field of `job` from raw UTF-8 text. Returns an empty string, or the
// translated problem. Empty text means "not given" for the optional fields.
QString setField(JobRecord& job, Field field, QByteArrayView text);
// The text of a field as the CSV and JSON exports write it (numbers round-trip exactly).
QString text(const JobRecord& job, Field field);
// Checks that need several fields (busy hours within billed hours).
// Returns the field to blame and the message, or nullopt when the job is valid.
std::optional<std::pair<Field, QString>> checkJob(const JobRecord& job);

// Shortest text that reads back as the same double ("0.1", "1e+20", "12").
QByteArray formatNumber(double value);

} // namespace rp::job_fields

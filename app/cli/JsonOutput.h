#pragma once

#include "app/cli/CliCommand.h"
#include "models/common/InputError.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace rp::cli {

// Prints a JSON document the way every --json command does: indented, UTF-8, one trailing newline.
void printJson(QTextStream& out, const nlohmann::json& document);
// The same bytes as printJson of `document` with `document[key]` an array of `count` items, but
// each item is made by `item(i)` and written before the next is made: a plan of 10,000 phases or
// 10,000 quotes over 100 phases is never held as one JSON tree (docs/reliability.md, "Size").
void printJson(QTextStream& out, nlohmann::json document, const std::string& key, std::size_t count,
    const std::function<nlohmann::json(std::size_t)>& item);
// The same with each item already printed, as dump(2) prints it at that depth (its first line
// indented by 4, the rest as they are: cli/JsonWriter writes it so).
void printJsonItems(QTextStream& out, nlohmann::json document, const std::string& key, std::size_t count,
    const std::function<std::string(std::size_t)>& itemText);
// A list of texts as a JSON array of strings.
nlohmann::json jsonStrings(const QStringList& list);
// JSON has no NaN or infinity: a cost that cannot be given (a spot job that never finishes) is null.
nlohmann::json jsonNumber(double value);

// JSON is read by scripts: every text in it (a reason, a warning, what an item found) is
// made in the source language, English with English number formats, whatever the locale.
// While a SourceLanguage made with `active` lives, texts are made that way; the user's
// language comes back when it goes. Messages on standard error stay in the user's language.
class SourceLanguage {
public:
    explicit SourceLanguage(bool active);
    ~SourceLanguage();
    SourceLanguage(const SourceLanguage&) = delete;
    SourceLanguage& operator=(const SourceLanguage&) = delete;

private:
    QString m_restore; // the language to put back; empty when nothing was switched
};

// Runs `make`, which reads and computes but writes nothing, in the source language when
// `active`. If it refuses the input (InputException, UsageError), it runs again in the
// user's language, so the message on standard error reads in that language.
template <typename Make> auto inSourceLanguage(bool active, Make&& make) -> decltype(make())
{
    if (!active)
        return make();
    try {
        const SourceLanguage english(true);
        return make();
    } catch (const InputException&) {
    } catch (const UsageError&) {
    }
    return make();
}

} // namespace rp::cli

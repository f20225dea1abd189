#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>

namespace rp::cli {

// Writes one JSON object into a string exactly as nlohmann's dump(2) prints it (two-space indent,
// "key": value), without building a tree: `quotes --json` prints a million phase entries for
// 10,000 quotes on 100 phases, and a tree of them cost seconds and gigabytes. The caller gives the
// keys in nlohmann's order (sorted, as its std::map keeps them); values print through nlohmann's
// own serializer at this depth, so numbers, escapes and nested values are its own.
class JsonWriter {
public:
    // Starts an object whose closing brace sits at `indent` spaces.
    JsonWriter(std::string& out, int indent);
    JsonWriter& key(std::string_view name);
    JsonWriter& value(const nlohmann::json& value);
    // The text value() would write for `value` at this writer's keys, to keep and write again
    // with printed() when the same value recurs (the few distinct splits of a comparison).
    std::string print(const nlohmann::json& value) const;
    JsonWriter& printed(const std::string& text);
    // An array of `count` objects at this key, the i-th written by `item(i, writer)`.
    JsonWriter& objects(
        std::string_view name, std::size_t count, const std::function<void(std::size_t, JsonWriter&)>& item);
    void end();

private:
    std::string& m_out;
    int m_indent;
    bool m_empty = true;
};

} // namespace rp::cli

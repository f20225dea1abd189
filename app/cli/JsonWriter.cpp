#include "app/cli/JsonWriter.h"

#include <array>
#include <cmath>
#include <cstdint>

namespace rp::cli {

namespace {

// A string nlohmann prints between quotes as it is: printable ASCII without '"' or '\\'
// (a byte of UTF-8 is negative as a char, below 0x20).
bool plain(const std::string& text)
{
    for (const char c : text) {
        if (c < 0x20 || c > 0x7e || c == '"' || c == '\\')
            return false;
    }
    return true;
}

// `value` as nlohmann's dump(2) prints it where its key sits `indent` spaces in. The common
// scalars directly, as its serializer writes them (dump_integer, dump_float through
// detail::to_chars, a string's escapes only where one is needed): making a serializer per value
// cost a locale lookup each, a million times. Anything else through the serializer itself.
void printValue(std::string& out, const nlohmann::json& value, int indent)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        out.append("null");
        return;
    case nlohmann::json::value_t::boolean:
        out.append(value.get<bool>() ? "true" : "false");
        return;
    case nlohmann::json::value_t::number_integer:
        out.append(std::to_string(value.get<std::int64_t>()));
        return;
    case nlohmann::json::value_t::number_unsigned:
        out.append(std::to_string(value.get<std::uint64_t>()));
        return;
    case nlohmann::json::value_t::number_float: {
        const double x = value.get<double>();
        if (!std::isfinite(x))
            break;
        std::array<char, 64> buffer {};
        const char* end = nlohmann::detail::to_chars(buffer.data(), buffer.data() + buffer.size(), x);
        out.append(buffer.data(), std::size_t(end - buffer.data()));
        return;
    }
    case nlohmann::json::value_t::string:
        if (plain(value.get_ref<const std::string&>())) {
            out.push_back('"');
            out.append(value.get_ref<const std::string&>());
            out.push_back('"');
            return;
        }
        break;
    default:
        break;
    }
    nlohmann::detail::serializer<nlohmann::json> serializer(
        nlohmann::detail::output_adapter<char>(out), ' ', nlohmann::json::error_handler_t::strict);
    serializer.dump(value, true, false, 2, unsigned(indent));
}

} // namespace

JsonWriter::JsonWriter(std::string& out, int indent)
    : m_out(out)
    , m_indent(indent)
{
    m_out.push_back('{');
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    m_out.append(m_empty ? "\n" : ",\n");
    m_empty = false;
    m_out.append(std::size_t(m_indent + 2), ' ');
    m_out.push_back('"');
    m_out.append(name); // the caller's own keys: plain ASCII, nothing to escape
    m_out.append("\": ");
    return *this;
}

JsonWriter& JsonWriter::value(const nlohmann::json& value)
{
    printValue(m_out, value, m_indent + 2);
    return *this;
}

JsonWriter& JsonWriter::printed(const std::string& text)
{
    m_out.append(text);
    return *this;
}

std::string JsonWriter::print(const nlohmann::json& value) const
{
    std::string text;
    printValue(text, value, m_indent + 2);
    return text;
}

JsonWriter& JsonWriter::objects(
    std::string_view name, std::size_t count, const std::function<void(std::size_t, JsonWriter&)>& item)
{
    key(name);
    if (count == 0) {
        m_out.append("[]");
        return *this;
    }
    m_out.append("[\n");
    const std::size_t itemIndent = std::size_t(m_indent + 4);
    for (std::size_t i = 0; i < count; ++i) {
        m_out.append(itemIndent, ' ');
        JsonWriter writer(m_out, int(itemIndent));
        item(i, writer);
        writer.end();
        m_out.append(i + 1 < count ? ",\n" : "\n");
    }
    m_out.append(std::size_t(m_indent + 2), ' ');
    m_out.push_back(']');
    return *this;
}

void JsonWriter::end()
{
    if (m_empty) {
        m_out.push_back('}');
        return;
    }
    m_out.push_back('\n');
    m_out.append(std::size_t(m_indent), ' ');
    m_out.push_back('}');
}

} // namespace rp::cli

#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace rp {

// nlohmann's SAX events turned into a document, with the guards a DOM parse
// lacks (docs/reliability.md, "Reading"): nesting deeper than the limit stops the parse, a key that
// appears twice in one object is refused (nlohmann keeps the last one
// silently), and the JSON path of the value being read is always known, so a
// number beyond double range ("1e400", nlohmann's out_of_range.406) or any other
// parser error is reported where it happened instead of escaping as an exception.
//
// Streaming: elements of one top-level array (e.g. "jobs") can be handed to a
// sink one at a time as each is complete, and are never kept in the document.
class JsonSaxBuilder {
public:
    using Json = nlohmann::json;
    // Receives one complete element and its path ("jobs[3]"); may throw InputException.
    using Sink = std::function<void(Json&& element, const QString& path)>;

    JsonSaxBuilder(Json& root, int maxDepth);
    // Elements of the array at top-level key `key` go to `sink` instead of the document.
    void streamArray(const std::string& key, Sink sink);

    // Set when the parse stopped: the path (may be empty) and the reason.
    const QString& errorPath() const { return m_errorPath; }
    const QString& errorMessage() const { return m_errorMessage; }
    // The parser's own failure (syntax, number overflow) rather than a guard.
    bool isSyntaxError() const { return m_syntaxError; }
    // Bytes of the offending token the parser had read (a number out of range), to point at its start.
    qsizetype errorTokenBytes() const { return m_errorTokenBytes; }

    // The SAX interface nlohmann calls.
    bool null();
    bool boolean(bool value);
    bool number_integer(Json::number_integer_t value);
    bool number_unsigned(Json::number_unsigned_t value);
    bool number_float(Json::number_float_t value, const std::string& text);
    bool string(Json::string_t& value);
    bool binary(Json::binary_t& value);
    bool start_object(std::size_t elements);
    bool key(Json::string_t& name);
    bool end_object();
    bool start_array(std::size_t elements);
    bool end_array();
    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex);

private:
    struct Frame {
        Json* value = nullptr;
        bool isArray = false;
        qsizetype index = -1; // arrays: the element being read
        std::string key; // objects: the key being read
        std::set<std::string> keys; // objects: keys seen so far
        bool streamed = false; // the array whose elements go to the sink
    };

    // Where the next value goes; called by every value event before it is stored.
    void beginValue();
    bool addScalar(Json&& value);
    bool startContainer(Json&& empty, bool isArray);
    bool endContainer();
    QString pathOf(std::size_t depth) const; // path of the value being read at frames[0..depth)
    bool stop(const QString& message);

    Json& m_root;
    int m_maxDepth;
    std::vector<Frame> m_frames;
    bool m_rootSet = false;
    std::string m_streamKey;
    Sink m_sink;
    Json m_element; // the streamed element under construction
    QString m_errorPath;
    QString m_errorMessage;
    bool m_syntaxError = false;
    qsizetype m_errorTokenBytes = 0;
};

} // namespace rp

#include "models/common/JsonSaxBuilder.h"

#include <QCoreApplication>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(JsonInput)
};

} // namespace

JsonSaxBuilder::JsonSaxBuilder(Json& root, int maxDepth)
    : m_root(root)
    , m_maxDepth(maxDepth)
{
}

void JsonSaxBuilder::streamArray(const std::string& key, Sink sink)
{
    m_streamKey = key;
    m_sink = std::move(sink);
}

QString JsonSaxBuilder::pathOf(std::size_t depth) const
{
    QString path;
    for (std::size_t i = 0; i < depth && i < m_frames.size(); ++i) {
        const Frame& frame = m_frames[i];
        if (frame.isArray)
            path += u'[' + QString::number(frame.index) + u']';
        else
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + QString::fromStdString(frame.key);
    }
    return path;
}

bool JsonSaxBuilder::stop(const QString& message)
{
    m_errorPath = pathOf(m_frames.size());
    m_errorMessage = message;
    return false;
}

void JsonSaxBuilder::beginValue()
{
    if (!m_frames.empty() && m_frames.back().isArray)
        ++m_frames.back().index;
}

bool JsonSaxBuilder::addScalar(Json&& value)
{
    beginValue();
    if (m_frames.empty()) {
        m_root = std::move(value);
        return true;
    }
    Frame& top = m_frames.back();
    if (top.streamed)
        m_sink(std::move(value), pathOf(m_frames.size()));
    else if (top.isArray)
        top.value->push_back(std::move(value));
    else
        (*top.value)[top.key] = std::move(value);
    return true;
}

bool JsonSaxBuilder::startContainer(Json&& empty, bool isArray)
{
    beginValue();
    if (int(m_frames.size()) >= m_maxDepth)
        return stop(Text::tr("nested more than %1 levels deep").arg(m_maxDepth));
    Json* slot = nullptr;
    if (m_frames.empty()) {
        m_root = std::move(empty);
        slot = &m_root;
    } else if (Frame& top = m_frames.back(); top.streamed) {
        m_element = std::move(empty);
        slot = &m_element;
    } else if (top.isArray) {
        top.value->push_back(std::move(empty));
        slot = &top.value->back();
    } else {
        slot = &((*top.value)[top.key] = std::move(empty));
    }
    Frame frame;
    frame.value = slot;
    frame.isArray = isArray;
    frame.streamed
        = isArray && m_sink && m_frames.size() == 1 && !m_frames.front().isArray && m_frames.front().key == m_streamKey;
    m_frames.push_back(std::move(frame));
    return true;
}

bool JsonSaxBuilder::endContainer()
{
    m_frames.pop_back();
    if (!m_frames.empty() && m_frames.back().streamed) {
        m_sink(std::move(m_element), pathOf(m_frames.size()));
        m_element = Json();
    }
    return true;
}

bool JsonSaxBuilder::null()
{
    return addScalar(Json());
}
bool JsonSaxBuilder::boolean(bool value)
{
    return addScalar(Json(value));
}
bool JsonSaxBuilder::number_integer(Json::number_integer_t value)
{
    return addScalar(Json(value));
}
bool JsonSaxBuilder::number_unsigned(Json::number_unsigned_t value)
{
    return addScalar(Json(value));
}
bool JsonSaxBuilder::number_float(Json::number_float_t value, const std::string&)
{
    return addScalar(Json(value));
}
bool JsonSaxBuilder::string(Json::string_t& value)
{
    return addScalar(Json(std::move(value)));
}
bool JsonSaxBuilder::binary(Json::binary_t& value)
{
    return addScalar(Json(std::move(value)));
}
bool JsonSaxBuilder::start_object(std::size_t)
{
    return startContainer(Json::object(), false);
}
bool JsonSaxBuilder::start_array(std::size_t)
{
    return startContainer(Json::array(), true);
}
bool JsonSaxBuilder::end_object()
{
    return endContainer();
}
bool JsonSaxBuilder::end_array()
{
    return endContainer();
}

bool JsonSaxBuilder::key(Json::string_t& name)
{
    Frame& top = m_frames.back();
    top.key = name;
    // nlohmann would keep the last of two equal keys without a word (docs/reliability.md, "Reading").
    if (!top.keys.insert(name).second)
        return stop(Text::tr("this key appears twice in the same object"));
    return true;
}

bool JsonSaxBuilder::parse_error(std::size_t, const std::string& lastToken, const nlohmann::detail::exception& ex)
{
    m_syntaxError = true;
    // The value being read when the parser gave up: the pending element of an
    // array (its index is counted only once the value is accepted) or the key's value.
    if (!m_frames.empty() && m_frames.back().isArray) {
        ++m_frames.back().index;
        m_errorPath = pathOf(m_frames.size());
        --m_frames.back().index;
    } else {
        m_errorPath = pathOf(m_frames.size());
    }
    if (ex.id == 406) {
        m_errorTokenBytes = qsizetype(lastToken.size());
        m_errorMessage
            = Text::tr("the number %1 is beyond the range a number can hold").arg(QString::fromStdString(lastToken));
        return false;
    }
    // Keep only nlohmann's reason, without its "[json.exception...]" prefix.
    QString reason = QString::fromUtf8(ex.what());
    const qsizetype colon = reason.lastIndexOf(u": ");
    if (colon >= 0)
        reason = reason.mid(colon + 2);
    m_errorMessage = Text::tr("not valid JSON (%1)").arg(reason);
    return false;
}

} // namespace rp

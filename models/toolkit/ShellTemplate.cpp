#include "models/toolkit/ShellTemplate.h"

#include "models/common/InputError.h"
#include "models/toolkit/ShellQuote.h"

#include <QList>

namespace rp::toolkit {

namespace {

bool isFieldChar(QChar c)
{
    return (c >= u'A' && c <= u'Z') || c == u'_';
}

// Characters a comment must not hold as they are: they end the line, move the cursor, or
// make an editor or terminal show something else than bash reads (Unicode TR #9 overrides).
bool needsEscape(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return c == U'\\';
    }
}

QString escaped(char32_t c)
{
    switch (c) {
    case U'\\':
        return QStringLiteral("\\\\");
    case U'\n':
        return QStringLiteral("\\n");
    case U'\r':
        return QStringLiteral("\\r");
    case U'\t':
        return QStringLiteral("\\t");
    default:
        if (c < 0x80)
            return QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        return QStringLiteral("\\u{%1}").arg(uint(c), 4, 16, QLatin1Char('0'));
    }
}

} // namespace

ShellTemplate::ShellTemplate(QString text)
    : m_text(std::move(text))
{
}

ShellTemplate& ShellTemplate::word(const QString& field, const QString& value, const QString& option)
{
    return words(field, { value }, option);
}

ShellTemplate& ShellTemplate::words(const QString& field, const QStringList& values, const QString& option)
{
    QStringList quoted;
    for (const QString& value : values) {
        if (value.contains(QChar(0)))
            throw InputException({ {}, option, tr("contains a NUL character, which no shell value can hold") });
        quoted.append(shellQuote(value));
    }
    m_values.insert(field, quoted.join(u' '));
    m_inComment.insert(field, false);
    return *this;
}

ShellTemplate& ShellTemplate::comment(const QString& field, const QString& text)
{
    m_values.insert(field, commentText(text));
    m_inComment.insert(field, true);
    return *this;
}

QString ShellTemplate::render() const
{
    QString out;
    out.reserve(m_text.size() + 256);
    QHash<QString, bool> used;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < m_text.size(); ++i) {
        const QChar c = m_text.at(i);
        if (c == u'\n')
            lineStart = i + 1;
        qsizetype end = i + 1;
        while (c == u'@' && end < m_text.size() && isFieldChar(m_text.at(end)))
            ++end;
        if (c != u'@' || end == i + 1 || end >= m_text.size() || m_text.at(end) != u'@') {
            out += c;
            continue;
        }
        const QString field = m_text.mid(i + 1, end - i - 1);
        const auto value = m_values.constFind(field);
        if (value == m_values.cend())
            qFatal("generated script: no value for @%s@", qPrintable(field));
        if (m_inComment.value(field) && !m_text.mid(lineStart, i - lineStart).trimmed().startsWith(u'#'))
            qFatal("generated script: @%s@ is a comment field outside a comment", qPrintable(field));
        out += *value; // never scanned again
        used.insert(field, true);
        i = end;
    }
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        if (!used.contains(it.key()))
            qFatal("generated script: @%s@ is not in the text", qPrintable(it.key()));
    }
    return out;
}

QString ShellTemplate::commentText(const QString& text, qsizetype maxChars)
{
    // Code points; a lone surrogate becomes U+FFFD. Two UTF-16 units per character at most.
    const QList<uint> chars = text.left(2 * maxChars + 2).toUcs4();
    QString out;
    for (qsizetype i = 0; i < chars.size(); ++i) {
        if (i == maxChars) {
            out += QStringLiteral("…");
            break;
        }
        const char32_t c = chars.at(i);
        if (needsEscape(c))
            out += escaped(c);
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace rp::toolkit

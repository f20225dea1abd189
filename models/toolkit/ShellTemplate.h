#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace rp::toolkit {

// A generated bash script: fixed text with @NAME@ fields, filled in one pass over the fixed
// text only, so a value is never scanned again (a value holding "@URL@" stays "@URL@").
// - word(): the value becomes one shell word, quoted by shellQuote() as it is inserted;
// - words(): each value one word, separated by spaces (a bash array's elements);
// - comment(): the value sits in a `#` comment line, written by commentText(), so it can
//   neither end the comment nor hide text from a reader.
// Every value from a file or an argument goes through one of these; nothing else is pasted in.
class ShellTemplate {
    Q_DECLARE_TR_FUNCTIONS(ShellTemplate)

public:
    explicit ShellTemplate(QString text);

    // `option` names where the value came from, for the refusal of a value with a NUL
    // character (InputException), which no shell word can hold.
    ShellTemplate& word(const QString& field, const QString& value, const QString& option);
    ShellTemplate& words(const QString& field, const QStringList& values, const QString& option);
    ShellTemplate& comment(const QString& field, const QString& text);

    // The script. A field the text has and no value was given for, or a field given a value
    // the text lacks, is a programming error (qFatal), as is a comment field outside a comment.
    QString render() const;

    // Text as it may appear inside a `#` comment: one line, at most maxChars characters (then
    // "…"). A backslash, control characters (newline, carriage return, NUL, escape),
    // line and paragraph separators and invisible format characters (bidirectional overrides,
    // zero-width characters) are written as escapes: \\, \n, \r, \t, \xNN, \u{NNNN}.
    static QString commentText(const QString& text, qsizetype maxChars = 120);

private:
    QString m_text;
    QHash<QString, QString> m_values; // field name (without @) -> text to insert
    QHash<QString, bool> m_inComment;
};

} // namespace rp::toolkit

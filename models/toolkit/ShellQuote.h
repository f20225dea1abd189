#pragma once

#include <QString>

namespace rp::toolkit {

// The one quoting function of every generated script: a value as one bash word in single
// quotes, 'it'\''s' (POSIX shell quoting, "2.2.2 Single-Quotes" of the Shell Command Language).
// Inside single quotes nothing is special, newlines included, so the value reaches the shell
// as data. A NUL cannot be held by any shell word: ShellTemplate refuses it before quoting.
// Call it only through ShellTemplate, which applies it once, as the last step.
inline QString shellQuote(const QString& value)
{
    QString out = value;
    out.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + out + u'\'';
}

} // namespace rp::toolkit

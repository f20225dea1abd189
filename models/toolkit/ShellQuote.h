#pragma once

#include <QString>

namespace rp::toolkit {

// A value as one bash word in single quotes: 'it'\''s' (POSIX shell quoting).
inline QString shellQuote(const QString& value)
{
    QString out = value;
    out.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + out + u'\'';
}

} // namespace rp::toolkit

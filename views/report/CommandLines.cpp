#include "views/report/CommandLines.h"

#include <algorithm>

namespace rp {

QStringList CommandLines::words(const QString& command)
{
    QStringList result;
    QString word;
    QChar quote; // the open quote, or null
    bool escaped = false;
    for (const QChar c : command) {
        if (escaped) {
            escaped = false;
        } else if (c == QLatin1Char('\\') && quote != QLatin1Char('\'')) {
            escaped = true;
        } else if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
        } else if (c == QLatin1Char(' ')) {
            result.append(word);
            word.clear();
            continue;
        }
        word.append(c);
    }
    result.append(word);
    return result;
}

double CommandLines::widestWord(const QString& command, const Advance& advance)
{
    double widest = 0;
    for (const QString& word : words(command))
        widest = std::max(widest, advance(word + continuation()));
    return widest;
}

QStringList CommandLines::split(const QString& command, double width, const Advance& advance)
{
    const QStringList all = words(command);
    QStringList lines;
    QString line = all.first();
    for (qsizetype i = 1; i < all.size(); ++i) {
        // A line that is not the last ends with the continuation; later words only make it wider.
        const QString longer = line + QLatin1Char(' ') + all.at(i);
        const bool last = i + 1 == all.size();
        if (advance(last ? longer : longer + continuation()) <= width) {
            line = longer;
        } else {
            lines.append(line + continuation());
            line = all.at(i);
        }
    }
    lines.append(line);
    return lines;
}

} // namespace rp

#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace rp {

// A shell command set on narrow lines so that a reader can paste it back: the
// command is broken only at a space outside quotes, and every line but the last
// ends with " \" (a backslash before the newline continues the command; POSIX
// Shell Command Language §2.2.1). A word is never cut.
class CommandLines {
public:
    using Advance = std::function<double(const QString&)>;

    // The words the shell splits the command into, quotes and escapes kept as written:
    // joining them with single spaces gives the command back.
    static QStringList words(const QString& command);
    // The widest line a word forces: the word with the continuation after it.
    static double widestWord(const QString& command, const Advance& advance);
    // The command on lines no wider than `width` (as `advance` measures), filled word by word.
    // A word wider than `width` stands alone on its line.
    static QStringList split(const QString& command, double width, const Advance& advance);
    static QString continuation() { return QStringLiteral(" \\"); }
};

} // namespace rp

#pragma once

#include <QCommandLineParser>
#include <QStringList>

namespace rp::cli {

struct Io;

// QCommandLineParser with the checks every sub-command needs: unknown options,
// numbers that are not numbers, values out of range and unknown choices become
// a UsageError naming the option and the value given.
class ArgParser {
public:
    ArgParser(const QString& command, const QString& description);

    void addFlag(const QString& name, const QString& help);
    void addValue(const QString& name, const QString& valueName, const QString& help);
    // With a short form: { "o", "output" } accepts -o and --output.
    void addValue(const QStringList& names, const QString& valueName, const QString& help);
    void addPositional(const QString& name, const QString& help, const QString& syntax = {});

    // Parses args (without the command name). Returns false when --help was
    // given: the help has been printed and the command should return 0.
    bool parse(const QStringList& args, Io& io);

    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    QString value(const QString& name) const { return m_parser.value(name); }
    QStringList values(const QString& name) const { return m_parser.values(name); } // a repeated option
    QStringList positional() const { return m_parser.positionalArguments(); }
    // Exactly `count` positional arguments, or a UsageError naming what is missing.
    QStringList requirePositional(int count, const QString& what) const;

    double number(const QString& name, double fallback, double min, double max) const;
    qint64 integer(const QString& name, qint64 fallback, qint64 min, qint64 max) const;
    QString choice(const QString& name, const QString& fallback, const QStringList& allowed) const;

private:
    QString m_command;
    QCommandLineParser m_parser;
};

} // namespace rp::cli

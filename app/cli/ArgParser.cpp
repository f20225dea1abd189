#include "app/cli/ArgParser.h"

#include "app/cli/CliCommand.h"

#include <QCoreApplication>

#include <cmath>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

ArgParser::ArgParser(const QString& command, const QString& description)
    : m_command(command)
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
}

void ArgParser::addFlag(const QString& name, const QString& help)
{
    m_parser.addOption(QCommandLineOption(name, help));
}

void ArgParser::addValue(const QString& name, const QString& valueName, const QString& help)
{
    m_parser.addOption(QCommandLineOption(name, help, valueName));
}

void ArgParser::addValue(const QStringList& names, const QString& valueName, const QString& help)
{
    m_parser.addOption(QCommandLineOption(names, help, valueName));
}

void ArgParser::addPositional(const QString& name, const QString& help, const QString& syntax)
{
    m_parser.addPositionalArgument(name, help, syntax);
}

bool ArgParser::parse(const QStringList& args, Io& io)
{
    QStringList withProgram = args;
    withProgram.prepend(QStringLiteral("rentplan ") + m_command);
    if (!m_parser.parse(withProgram))
        throw UsageError(m_parser.errorText());
    if (m_parser.isSet(QStringLiteral("help"))) {
        QString help = m_parser.helpText();
        // QCommandLineParser prints argv[0] as given (often a relative path); show the command instead.
        const QStringList argv = QCoreApplication::arguments();
        const qsizetype at = argv.isEmpty() ? -1 : help.indexOf(argv.first());
        if (at >= 0)
            help.replace(at, argv.first().size(), u"rentplan " + m_command);
        io.out << help;
        return false;
    }
    return true;
}

QStringList ArgParser::requirePositional(int count, const QString& what) const
{
    const QStringList values = m_parser.positionalArguments();
    if (values.size() < count)
        throw UsageError(Text::tr("missing %1").arg(what));
    if (values.size() > count)
        throw UsageError(Text::tr("unexpected argument \"%1\"").arg(values.at(count)));
    return values;
}

double ArgParser::number(const QString& name, double fallback, double min, double max) const
{
    if (!m_parser.isSet(name))
        return fallback;
    const QString text = m_parser.value(name);
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        throw UsageError(Text::tr("--%1: expected a number, got \"%2\"").arg(name, text));
    if (v < min || v > max)
        throw UsageError(Text::tr("--%1: %2 is outside the accepted range %3 to %4").arg(name, text).arg(min).arg(max));
    return v;
}

qint64 ArgParser::integer(const QString& name, qint64 fallback, qint64 min, qint64 max) const
{
    if (!m_parser.isSet(name))
        return fallback;
    const QString text = m_parser.value(name);
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok)
        throw UsageError(Text::tr("--%1: expected a whole number, got \"%2\"").arg(name, text));
    if (v < min || v > max)
        throw UsageError(Text::tr("--%1: %2 is outside the accepted range %3 to %4").arg(name, text).arg(min).arg(max));
    return v;
}

QString ArgParser::choice(const QString& name, const QString& fallback, const QStringList& allowed) const
{
    if (!m_parser.isSet(name))
        return fallback;
    const QString v = m_parser.value(name);
    if (!allowed.contains(v))
        throw UsageError(Text::tr("--%1: unknown value \"%2\"; expected one of: %3").arg(name, v, allowed.join(u", ")));
    return v;
}

} // namespace rp::cli

#pragma once

// Runs the real `rentplan` binary, as a user's script would, and keeps what it printed.
#include <QList>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <nlohmann/json.hpp>

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
    nlohmann::json json() const { return nlohmann::json::parse(out.toStdString()); }
};

// `extra`: more variables for this run, as (name, value): LANGUAGE, or PGPASSWORD so that a URI on the
// command line carries no password.
inline CliResult runCli(const QStringList& args, const QString& lang = QStringLiteral("en_US.UTF-8"),
    const QList<QPair<QString, QString>>& extra = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("LC_ALL"), lang);
    for (const auto& [name, value] : extra)
        env.insert(name, value);
    env.remove(QStringLiteral("DISPLAY")); // sub-commands must not need a display
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RENTPLAN_BINARY), args);
    process.waitForFinished(120000);
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

// The sanitizer run's settings (scripts/sanitize.sh: ASAN_OPTIONS, UBSAN_OPTIONS) are the test's, not the
// user's: a program started in a bare environment keeps them, or an instrumented one would report Qt's
// allocations kept until exit as leaks and its findings would not reach the run's report files.
inline void keepSanitizerOptions(QProcessEnvironment& env)
{
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (const QString& name : system.keys()) {
        if (name.endsWith(QLatin1String("SAN_OPTIONS")))
            env.insert(name, system.value(name));
    }
}

struct CliBytes {
    int exitCode = -1;
    QByteArray out; // as written: a PDF on standard output stays binary
    QString err;
};

// The binary in a clean environment, as a cron job or a fresh container runs it: PATH, HOME
// (give a scratch folder) and the locale only; no XDG_RUNTIME_DIR, no DISPLAY, no QT_* variables.
// C.UTF-8 is the one UTF-8 locale every Debian system has (en_US.UTF-8 may not be generated).
inline CliBytes runCliClean(const QStringList& args, const QString& home)
{
    QProcess process;
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    keepSanitizerOptions(env);
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(home);
    process.start(QStringLiteral(RENTPLAN_BINARY), args);
    process.waitForFinished(120000);
    return { process.exitCode(), process.readAllStandardOutput(), QString::fromUtf8(process.readAllStandardError()) };
}

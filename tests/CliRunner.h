#pragma once

// Runs the real `rentplan` binary, as a user's script would, and keeps what it printed.
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

inline CliResult runCli(const QStringList& args, const QString& lang = QStringLiteral("en_US.UTF-8"))
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), lang);
    env.insert(QStringLiteral("LC_ALL"), lang);
    env.remove(QStringLiteral("DISPLAY")); // sub-commands must not need a display
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(RENTPLAN_BINARY), args);
    process.waitForFinished(120000);
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError()) };
}

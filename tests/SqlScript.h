#pragma once

// Runs a whole SQL script (several statements, triggers among them) on a SQLite file, as the
// sqlite3 shell would: for fixtures dumped with `sqlite3 FILE .dump` (tests/data/ledger/version3.sql).
#include <QFile>
#include <QString>
#include <QtGlobal>

#include <sqlite3.h>

inline void runSqlScript(const QString& path, const QString& scriptFile)
{
    QFile script(scriptFile);
    if (!script.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(scriptFile));
    const QByteArray sql = script.readAll();
    sqlite3* handle = nullptr;
    if (sqlite3_open(QFile::encodeName(path).constData(), &handle) != SQLITE_OK)
        qFatal("cannot open %s", qPrintable(path));
    char* error = nullptr;
    if (sqlite3_exec(handle, sql.constData(), nullptr, nullptr, &error) != SQLITE_OK)
        qFatal("%s: %s", qPrintable(scriptFile), error);
    sqlite3_close(handle);
}

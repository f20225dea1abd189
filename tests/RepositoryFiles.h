#pragma once

// Files of the repository itself, for tests that check what it ships (sources, data, docs).
#include <QByteArray>
#include <QFile>
#include <QString>

// A path inside the repository: repositoryPath("translations/rentplan_en.ts").
inline QString repositoryPath(const QString& relative)
{
    return QStringLiteral(RENTPLAN_SOURCE_DIR "/") + relative;
}

// The whole file; a file that cannot be read stops the suite, naming it.
inline QByteArray repositoryBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

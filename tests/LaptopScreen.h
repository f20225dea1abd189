#pragma once

// A 1366×768 screen (the most common laptop size) for GUI tests on the offscreen platform.
// Its screen is 800×600 unless a configuration file says otherwise: the plugin reads
// "offscreen:configfile=FILE", a JSON object with a "screens" array (qtbase
// src/plugins/platforms/offscreen/qoffscreenintegration.cpp, resolveConfigFileConfiguration).
// Call before the QApplication is made; the file lives in `dir`, a QTemporaryDir.
#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

inline bool useLaptopScreen(const QTemporaryDir& dir)
{
    const QString file = dir.filePath(QStringLiteral("screen.json"));
    QFile json(file);
    if (!dir.isValid() || !json.open(QIODevice::WriteOnly))
        return false;
    json.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96}]})");
    json.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + file.toLocal8Bit());
    return true;
}

// main() for a QTEST_MAIN-style suite whose windows open on that screen.
#define RENTPLAN_TEST_MAIN_ON_LAPTOP_SCREEN(TestClass)                                                                 \
    int main(int argc, char** argv)                                                                                    \
    {                                                                                                                  \
        QTemporaryDir config;                                                                                          \
        if (!useLaptopScreen(config))                                                                                  \
            return 1;                                                                                                  \
        QApplication app(argc, argv);                                                                                  \
        TestClass test;                                                                                                \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }

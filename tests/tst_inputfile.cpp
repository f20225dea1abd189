// docs/reliability.md, "Reading": only regular files are read, checked on the opened handle
// (through symlinks too), a FIFO never blocks, and the size limit holds while
// reading whatever size the file reports.
#include "models/common/InputError.h"
#include "models/common/InputFile.h"
#include "models/common/JsonInput.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace rp;

class TestInputFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void specialFilesAreRefused_data();
    void specialFilesAreRefused();
    void symlinkToRegularFileIsRead();
    void limitHoldsWhileReading();
    void missingFileNamesIt();

private:
    QTemporaryDir m_dir;
};

void TestInputFile::specialFilesAreRefused_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("kind");
    const QString fifo = m_dir.filePath(QStringLiteral("f"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString linkToFifo = m_dir.filePath(QStringLiteral("link-to-fifo.json"));
    QVERIFY(QFile::link(fifo, linkToFifo));
    const QString linkToZero = m_dir.filePath(QStringLiteral("zero.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), linkToZero));
    const QString socketPath = m_dir.filePath(QStringLiteral("s"));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    qstrncpy(address.sun_path, QFile::encodeName(socketPath).constData(), sizeof address.sun_path);
    QVERIFY(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);

    QTest::newRow("FIFO") << fifo << QStringLiteral("pipe");
    QTest::newRow("symlink to FIFO") << linkToFifo << QStringLiteral("pipe");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("device");
    QTest::newRow("symlink to /dev/zero") << linkToZero << QStringLiteral("device");
    QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("device");
    QTest::newRow("folder") << m_dir.path() << QStringLiteral("folder");
    // A bound socket cannot be opened at all (ENXIO): refused too, with the system's reason.
    QTest::newRow("socket") << socketPath << QString();
}

void TestInputFile::specialFilesAreRefused()
{
    QFETCH(QString, path);
    QFETCH(QString, kind);
    QElapsedTimer timer;
    timer.start();
    InputError error;
    QVERIFY(!json_input::parseFile(path, &error)); // before: /dev/zero read until bad_alloc, a FIFO hung
    QCOMPARE(error.file, path);
    if (!kind.isEmpty()) {
        QVERIFY2(error.message.contains(u"not a regular file"), qPrintable(error.toString()));
        QVERIFY2(error.message.contains(kind), qPrintable(error.toString()));
    }
    QVERIFY(timer.elapsed() < 5000);
    QVERIFY_THROWS_EXCEPTION(InputException, input_file::open(path));
}

void TestInputFile::symlinkToRegularFileIsRead()
{
    const QString target = m_dir.filePath(QStringLiteral("real.json"));
    QFile file(target);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"a": 1})");
    file.close();
    const QString link = m_dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(target, link));
    InputError error;
    const auto document = json_input::parseFile(link, &error);
    QVERIFY2(document, qPrintable(error.toString()));
    QCOMPARE(document->at("a").get<int>(), 1);
}

void TestInputFile::limitHoldsWhileReading()
{
    // /proc files are regular but report a size of 0: a limit taken from the
    // reported size would let them through whole.
    const QString maps = QStringLiteral("/proc/self/maps");
    QCOMPARE(QFileInfo(maps).size(), 0);
    QVERIFY(input_file::read(maps, 1 << 20).size() > 64);
    try {
        input_file::read(maps, 64);
        QFAIL("a file longer than the limit was read");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, maps);
        QVERIFY(e.error().message.contains(u"larger than the 64 bytes accepted"));
    }
    // The JSON reader applies its limit the same way.
    InputError error;
    QVERIFY(!json_input::parseFile(maps, &error, { 64, 64 }));
    QVERIFY2(error.message.contains(u"larger than"), qPrintable(error.toString()));
}

void TestInputFile::missingFileNamesIt()
{
    const QString path = m_dir.filePath(QStringLiteral("nosuch.json"));
    try {
        input_file::open(path);
        QFAIL("a missing file was opened");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, path);
        QVERIFY2(e.error().message.contains(u"No such file"), qPrintable(e.error().toString()));
    }
}

QTEST_GUILESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"

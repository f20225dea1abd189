// Where `rentplan export` writes: never over the plan it reads (also through a symbolic or a hard
// link) nor over a file that is not a PDF unless --force; to standard output with -o - or with
// /dev/stdout into a pipe; a full device is reported with the size of the PDF that did not fit.
#include "tests/CliRunner.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

QString example()
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/example.rentplan");
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A whole PDF: the header, and the end-of-file marker of its last (incremental) update.
bool isPdf(const QByteArray& bytes)
{
    return bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF");
}

} // namespace

class TestExportOutput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void refusesToOverwriteItsPlan_data();
    void refusesToOverwriteItsPlan();
    void otherKindsOfFileNeedForce();
    void writesToStandardOutput_data();
    void writesToStandardOutput();
    void fullDeviceNamesTheSizeNeeded();
    void coverNamesTheAuthorGiven();
};

void TestExportOutput::refusesToOverwriteItsPlan_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<bool>("force");
    QTest::newRow("the same name") << "p.rentplan" << false;
    QTest::newRow("another spelling") << "./sub/../p.rentplan" << false;
    QTest::newRow("a symbolic link to it") << "link.pdf" << false;
    QTest::newRow("a hard link to it") << "hard.pdf" << false;
    QTest::newRow("the same name, --force") << "p.rentplan" << true;
    QTest::newRow("a hard link, --force") << "hard.pdf" << true;
}

void TestExportOutput::refusesToOverwriteItsPlan()
{
    // Before: "export p.rentplan -o p.rentplan" replaced the plan with its PDF.
    QFETCH(QString, output);
    QFETCH(bool, force);
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("p.rentplan"));
    QVERIFY(QFile::copy(example(), plan));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    QVERIFY(QFile::link(plan, dir.filePath(QStringLiteral("link.pdf"))));
    QCOMPARE(::link(QFile::encodeName(plan).constData(),
                 QFile::encodeName(dir.filePath(QStringLiteral("hard.pdf"))).constData()),
        0);
    const QByteArray before = contents(plan);

    QStringList args { QStringLiteral("export"), plan, QStringLiteral("-o"), dir.filePath(output) };
    if (force)
        args.append(QStringLiteral("--force"));
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is the file being read (%1)").arg(plan)), qPrintable(r.err));
    QVERIFY2(r.err.contains(dir.filePath(output) + QStringLiteral(": ")), qPrintable(r.err));
    QCOMPARE(contents(plan), before);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("link.pdf"))).isSymLink());
}

void TestExportOutput::otherKindsOfFileNeedForce()
{
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    write(notes, "Call the vendor on Monday.\n");
    CliResult r = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), notes });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(notes + QStringLiteral(": exists and is not a PDF")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("--force")));
    QCOMPARE(contents(notes), QByteArray("Call the vendor on Monday.\n"));

    r = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), notes, QStringLiteral("--force") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(isPdf(contents(notes)));

    // A PDF is replaced without asking (exporting again), and so is an empty file.
    const QByteArray first = contents(notes);
    r = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), notes });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(isPdf(contents(notes)));
    const QString empty = dir.filePath(QStringLiteral("empty.pdf"));
    write(empty, {});
    r = runCli({ QStringLiteral("export"), example(), QStringLiteral("-o"), empty });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(isPdf(contents(empty)));
}

void TestExportOutput::writesToStandardOutput_data()
{
    QTest::addColumn<QString>("output");
    QTest::newRow("-") << "-";
    // Before: "is a symbolic link to a file that does not exist" (/proc/self/fd/1 names "pipe:[…]").
    QTest::newRow("/dev/stdout into a pipe") << "/dev/stdout";
}

void TestExportOutput::writesToStandardOutput()
{
    // QProcess reads standard output through a pipe, as `rentplan export p -o - | lpr` would.
    QFETCH(QString, output);
    QTemporaryDir home;
    const CliBytes r = runCliClean({ QStringLiteral("export"), example(), QStringLiteral("-o"), output }, home.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.err, QString()); // only the PDF comes out
    QVERIFY(isPdf(r.out));
    QVERIFY2(r.out.size() > 20000, qPrintable(QString::number(r.out.size()))); // a whole report, fonts embedded
    const QString pdf = home.filePath(QStringLiteral("out.pdf"));
    write(pdf, r.out);
    QProcess check;
    check.start(QStringLiteral("qpdf"), { QStringLiteral("--check"), pdf });
    QVERIFY(check.waitForFinished(60000));
    QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());
    QVERIFY(!QFile::exists(home.filePath(QStringLiteral("-"))));
}

void TestExportOutput::fullDeviceNamesTheSizeNeeded()
{
    // Before: "free space needed: about 1 bytes" for a PDF of about 130 KiB, the size being
    // counted from what had been written (nothing) plus one.
    if (::access("/dev/full", W_OK) != 0)
        QSKIP("/dev/full cannot be written here");
    QTemporaryDir home;
    const CliBytes pdf
        = runCliClean({ QStringLiteral("export"), example(), QStringLiteral("-o"), QStringLiteral("-") }, home.path());
    QVERIFY(isPdf(pdf.out));
    const CliBytes r = runCliClean(
        { QStringLiteral("export"), example(), QStringLiteral("-o"), QStringLiteral("/dev/full") }, home.path());
    QCOMPARE(r.exitCode, 2);
    // QLocale::formattedDataSize: binary units, two decimals ("131.52 KiB").
    static const QRegularExpression needed(QStringLiteral("free space needed: about ([0-9.]+) KiB"));
    const QRegularExpressionMatch m = needed.match(r.err);
    QVERIFY2(m.hasMatch(), qPrintable(r.err));
    // The same report, so the same size to within the date and time it carries (a few bytes).
    QVERIFY2(std::abs(m.captured(1).toDouble() * 1024 - double(pdf.out.size())) < 64,
        qPrintable(QStringLiteral("%1 against %2 bytes").arg(m.captured(1)).arg(pdf.out.size())));
}

void TestExportOutput::coverNamesTheAuthorGiven()
{
    // In a clean home nothing was ever stored: --author and --organisation name them on the cover.
    QTemporaryDir home;
    const QString pdf = home.filePath(QStringLiteral("cover.pdf"));
    const CliBytes r
        = runCliClean({ QStringLiteral("export"), example(), QStringLiteral("-o"), pdf, QStringLiteral("--author"),
                          QStringLiteral("Li Na"), QStringLiteral("--organisation"), QStringLiteral("Example Lab") },
            home.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), { QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-") });
    QVERIFY(text.waitForFinished(60000));
    const QString cover = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(
        cover.contains(QStringLiteral("Li Na")) && cover.contains(QStringLiteral("Example Lab")), qPrintable(cover));
    QVERIFY(!cover.contains(QStringLiteral("not set")));
}

QTEST_GUILESS_MAIN(TestExportOutput)
#include "tst_exportoutput.moc"

// docs/reliability.md's reading promises on the real binary: every command that reads a
// file refuses a FIFO, a device and a symlink to either (exit 2, "not a regular
// file", no hang), turns a number beyond double range or a duplicate key into
// the usual error, and a failed import leaves no ledger behind.
#include "tests/CliRunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

class TestCliBadFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void specialFilesRefused_data();
    void specialFilesRefused();
    void numberBeyondDoubleRange_data();
    void numberBeyondDoubleRange();
    void duplicateKeyRefused_data();
    void duplicateKeyRefused();

private:
    QString write(const QString& name, const QByteArray& bytes);
    QTemporaryDir m_dir;
    QString m_fifo;
};

QString TestCliBadFiles::write(const QString& name, const QByteArray& bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestCliBadFiles::initTestCase()
{
    m_fifo = m_dir.filePath(QStringLiteral("f"));
    QVERIFY(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600) == 0);
    QVERIFY(QFile::link(m_fifo, m_dir.filePath(QStringLiteral("fifo.json"))));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_dir.filePath(QStringLiteral("zero.csv"))));
}

void TestCliBadFiles::specialFilesRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    const QString fifo = m_dir.filePath(QStringLiteral("f"));
    const QString fifoLink = m_dir.filePath(QStringLiteral("fifo.json"));
    const QString zeroLink = m_dir.filePath(QStringLiteral("zero.csv"));
    const QString db = m_dir.filePath(QStringLiteral("new.sqlite"));
    for (const QString& special : { fifo, fifoLink, QStringLiteral("/dev/zero"), zeroLink }) {
        const QByteArray name = QFileInfo(special).fileName().toUtf8();
        QTest::addRow("model %s", name.constData()) << QStringList { QStringLiteral("model"), special } << special;
        QTest::addRow("estimate --config %s", name.constData()) << QStringList { QStringLiteral("estimate"),
            QStringLiteral("--config"), special, QStringLiteral("--task"), QStringLiteral("inference") }
                                                                << special;
        QTest::addRow("costs %s", name.constData())
            << QStringList { QStringLiteral("costs"), special, QStringLiteral("--hours"), QStringLiteral("10") }
            << special;
        QTest::addRow("ledger import %s", name.constData())
            << QStringList { QStringLiteral("ledger"), QStringLiteral("--db"), db, QStringLiteral("import"), special }
            << special;
    }
}

void TestCliBadFiles::specialFilesRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    QElapsedTimer timer;
    timer.start();
    const CliResult r = runCli(args);
    QVERIFY2(timer.elapsed() < 10000, "the command waited on a special file");
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(file + QStringLiteral(": not a regular file")), qPrintable(r.err));
    // Item 6: the failed import created no ledger.
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("new.sqlite"))));
}

void TestCliBadFiles::numberBeyondDoubleRange_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString config = write(QStringLiteral("c.json"),
        R"({"model_type":"llama","hidden_size":1e400,"num_hidden_layers":32,"num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})");
    const QString plan = write(QStringLiteral("p.rentplan"),
        R"({"format":"rentplan-plan","version":1,"offers":[{"id":"a","card":"h100-sxm","mode":"on_demand","price_per_card_hour":1e400}]})");
    const QString jobs = write(QStringLiteral("jobs.json"),
        R"({"format":"rentplan-ledger","jobs":[{"date":"2024-05-01","card":"a100","cards":1,"billed_hours":2,"cost":1e400}]})");
    const QString db = m_dir.filePath(QStringLiteral("n.sqlite"));
    QTest::newRow("model") << QStringList { QStringLiteral("model"), config }
                           << config + QStringLiteral(": hidden_size (line 1, column 37): the number 1e400");
    QTest::newRow("estimate") << QStringList { QStringLiteral("estimate"), QStringLiteral("--config"), config,
        QStringLiteral("--task"), QStringLiteral("inference") }
                              << config + QStringLiteral(": hidden_size (line 1, column 37): the number 1e400");
    QTest::newRow("costs") << QStringList { QStringLiteral("costs"), plan, QStringLiteral("--hours"),
        QStringLiteral("5") }
                           << plan + QStringLiteral(": offers[0].price_per_card_hour (line 1, column ");
    QTest::newRow("ledger import") << QStringList { QStringLiteral("ledger"), QStringLiteral("--db"), db,
        QStringLiteral("import"), jobs }
                                   << jobs + QStringLiteral(": jobs[0].cost (line 1, column ");
}

void TestCliBadFiles::numberBeyondDoubleRange()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2); // before: 134, nlohmann's out_of_range.406 aborted the process
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("n.sqlite"))));
}

void TestCliBadFiles::duplicateKeyRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString config = write(QStringLiteral("dup.json"),
        R"({"model_type":"llama","hidden_size":4096,"hidden_size":8192,"num_hidden_layers":32,"num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})");
    const QString plan = write(QStringLiteral("dup.rentplan"),
        R"({"format":"rentplan-plan","version":1,"offers":[{"id":"a","card":"h100-sxm","mode":"on_demand","price_per_card_hour":2,"price_per_card_hour":1}]})");
    QTest::newRow("model") << QStringList { QStringLiteral("model"), config }
                           << config + QStringLiteral(": hidden_size: this key appears twice");
    QTest::newRow("costs") << QStringList { QStringLiteral("costs"), plan, QStringLiteral("--hours"),
        QStringLiteral("5") }
                           << plan + QStringLiteral(": offers[0].price_per_card_hour: this key appears twice");
}

void TestCliBadFiles::duplicateKeyRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliBadFiles)
#include "tst_clibadfiles.moc"

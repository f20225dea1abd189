#include "models/ledger/CsvReader.h"

#include <QBuffer>
#include <QtTest>

using namespace rp;

// Reads every record of `bytes`; each record is its fields joined with '|' and
// prefixed by its start line ("2:a|b"). Errors appear as "E<line>".
static QStringList readAll(const QByteArray& bytes, qsizetype chunk)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer, chunk);
    QStringList records;
    for (;;) {
        const CsvReader::Status status = reader.next();
        if (status == CsvReader::Status::End)
            break;
        if (status == CsvReader::Status::Error) {
            records.append(QStringLiteral("E%1").arg(reader.line()));
            continue;
        }
        QStringList fields;
        for (qsizetype i = 0; i < reader.size(); ++i)
            fields.append(QString::fromUtf8(reader.field(i)));
        records.append(QString::number(reader.line()) + u':' + fields.join(u'|'));
    }
    return records;
}

static QStringList list(std::initializer_list<const char*> items)
{
    QStringList result;
    for (const char* item : items)
        result.append(QString::fromUtf8(item));
    return result;
}

class TestCsvReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void records_data();
    void records();
    void fieldLinesCountPhysicalLines();
    void errorNamesTheField();
};

void TestCsvReader::records_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain LF") << QByteArray("a,b\nc,d\n") << list({ "1:a|b", "2:c|d" });
    QTest::newRow("CRLF") << QByteArray("a,b\r\nc,d\r\n") << list({ "1:a|b", "2:c|d" });
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBFx,y\n") << list({ "1:x|y" });
    QTest::newRow("no final newline") << QByteArray("a,b\nc,d") << list({ "1:a|b", "2:c|d" });
    QTest::newRow("empty fields") << QByteArray(",a,,\n") << list({ "1:|a||" });
    QTest::newRow("quoted comma") << QByteArray("\"a,b\",c\n") << list({ "1:a,b|c" });
    QTest::newRow("quoted quote") << QByteArray("\"say \"\"hi\"\"\",x\n") << list({ "1:say \"hi\"|x" });
    QTest::newRow("quoted LF") << QByteArray("\"l1\nl2\",x\ny,z\n") << list({ "1:l1\nl2|x", "3:y|z" });
    QTest::newRow("quoted CRLF kept") << QByteArray("\"l1\r\nl2\",x\r\ny,z\r\n") << list({ "1:l1\r\nl2|x", "3:y|z" });
    QTest::newRow("blank lines skipped") << QByteArray("a\n\n\r\nb\n") << list({ "1:a", "4:b" });
    QTest::newRow("empty quoted field") << QByteArray("\"\",a\n") << list({ "1:|a" });
    QTest::newRow("stray quote, then more") << QByteArray("a\"b,c\nd,e\n") << list({ "E1", "2:d|e" });
    QTest::newRow("text after closing quote") << QByteArray("\"a\"b,c\nd\n") << list({ "E1", "2:d" });
    QTest::newRow("unterminated quote") << QByteArray("a,b\nc,\"open\nmore\n") << list({ "1:a|b", "E2" });
    QTest::newRow("UTF-8 text") << QByteArray("卡,费用\n") << list({ "1:卡|费用" });
}

void TestCsvReader::records()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    // Every chunk size, down to one byte, so CRLF pairs, quotes and the BOM split across reads.
    for (qsizetype chunk : { qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(7), qsizetype(1 << 16) })
        QCOMPARE(readAll(input, chunk), expected);
}

void TestCsvReader::fieldLinesCountPhysicalLines()
{
    QBuffer buffer;
    buffer.setData("h1,h2\r\n\"a\r\nb\r\nc\",x\r\n\r\nlast,\"q\nq\"\n");
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer, 4);
    QCOMPARE(reader.next(), CsvReader::Status::Record);
    QCOMPARE(reader.next(), CsvReader::Status::Record);
    QCOMPARE(reader.line(), 2);
    QCOMPARE(reader.fieldLine(0), 2);
    QCOMPARE(reader.fieldLine(1), 4); // "x" follows the two line breaks inside the quotes
    QCOMPARE(reader.next(), CsvReader::Status::Record);
    QCOMPARE(reader.line(), 6); // line 5 is blank
    QCOMPARE(reader.fieldLine(1), 6);
    QCOMPARE(reader.next(), CsvReader::Status::End);
}

void TestCsvReader::errorNamesTheField()
{
    QBuffer buffer;
    buffer.setData("a,b,\"never closed\nstill open\n");
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer);
    QCOMPARE(reader.next(), CsvReader::Status::Error);
    QCOMPARE(reader.line(), 1);
    QCOMPARE(reader.errorField(), 2);
    QVERIFY(!reader.message().isEmpty());
    QCOMPARE(reader.next(), CsvReader::Status::End);
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"

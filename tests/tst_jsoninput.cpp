// docs/reliability.md, "Reading": every JSON read turns any parser failure into an
// InputError naming the file and the JSON path and/or line:column (never an
// exception that aborts the process), and a key given twice is refused.
#include "models/arch/ConfigReader.h"
#include "models/common/JsonInput.h"
#include "models/plan/PlanFormat.h"

#include <QBuffer>
#include <QtTest>

using namespace rp;
namespace ji = json_input;

class TestJsonInput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void refusedWithPlace_data();
    void refusedWithPlace();
    void acceptedDocumentsAreUnchanged();
    void nestingLimitIsExact();
    void outOfRangeInConfigAndPlan();
    void duplicateKeyInConfigAndPlan();
    void streamedElementsAreNotKept();
    void streamSinkErrorCarriesItsPath();
};

void TestJsonInput::refusedWithPlace_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    // The adversarial run's case: nlohmann throws out_of_range.406 for 1e400.
    QTest::newRow("1e400 in an object") << QByteArray(R"({"model_type":"llama","hidden_size":1e400})")
                                        << QStringLiteral("hidden_size (line 1, column 37)")
                                        << QStringLiteral("the number 1e400 is beyond the range");
    QTest::newRow("-1e400 in a list") << QByteArray("{\"a\": [1,\n -1e400]}")
                                      << QStringLiteral("a[1] (line 2, column 2)") << QStringLiteral("-1e400");
    QTest::newRow("400-digit integer") << (QByteArray("[") + QByteArray(400, '9') + QByteArray("]"))
                                       << QStringLiteral("[0] (line 1, column 2)")
                                       << QStringLiteral("beyond the range");
    QTest::newRow("deep path") << QByteArray(R"({"offers":[{"id":"a"},{"price_per_card_hour":2e308}]})")
                               << QStringLiteral("offers[1].price_per_card_hour (line 1, column 46)")
                               << QStringLiteral("2e308");
    QTest::newRow("duplicate key") << QByteArray("{\"hidden_size\": 4096,\n \"hidden_size\": 8192}")
                                   << QStringLiteral("hidden_size") << QStringLiteral("appears twice");
    QTest::newRow("duplicate nested") << QByteArray(R"({"offers":[{"id":"a"},{"id":"b","cards":1,"cards":2}]})")
                                      << QStringLiteral("offers[1].cards") << QStringLiteral("appears twice");
    QTest::newRow("truncated") << QByteArray("{\"a\": [1, 2") << QStringLiteral("line 1, column 11")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("bare NaN") << QByteArray("{\"x\": NaN}") << QStringLiteral("line 1, column 7")
                              << QStringLiteral("not valid JSON");
    QTest::newRow("bad UTF-8") << QByteArray("{\"x\": \"\xff\"}") << QStringLiteral("line 1, column 8")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("line 1, column 1") << QStringLiteral("not valid JSON");
    QTest::newRow("65 levels") << (QByteArray(65, '[') + QByteArray(65, ']'))
                               << QStringLiteral("[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
                                                 "[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
                                                 "[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]")
                               << QStringLiteral("nested more than 64 levels deep");
}

void TestJsonInput::refusedWithPlace()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QFETCH(QString, message);
    InputError error;
    std::optional<ji::Json> document;
    try {
        document = ji::parse(text, QStringLiteral("c.json"), &error);
    } catch (const std::exception& e) {
        QFAIL(e.what()); // before the fix: nlohmann's out_of_range.406 escaped here
    }
    QVERIFY(!document);
    QCOMPARE(error.file, QStringLiteral("c.json"));
    QCOMPARE(error.where, where);
    QVERIFY2(error.message.contains(message), qPrintable(error.message));
}

void TestJsonInput::acceptedDocumentsAreUnchanged()
{
    // The builder must give the same document nlohmann's own parser does.
    const QByteArray text
        = R"({"a": [1, -2, 3.5, 1e308, 18446744073709551615, "x", null, true, {"b": {}}, []], "c": {"d": [[]]}})";
    InputError error;
    const auto document = ji::parse(text, QStringLiteral("t.json"), &error);
    QVERIFY2(document, qPrintable(error.toString()));
    QCOMPARE(document->dump(), ji::Json::parse(text.toStdString()).dump());
    // Equal keys in different objects are not duplicates.
    QVERIFY(ji::parse(R"({"id": 1, "o": {"id": 2}, "l": [{"id": 3}, {"id": 4}]})", {}, nullptr));
}

void TestJsonInput::nestingLimitIsExact()
{
    QVERIFY(ji::parse(QByteArray(64, '[') + QByteArray(64, ']'), {}, nullptr));
    QVERIFY(!ji::parse(QByteArray(65, '[') + QByteArray(65, ']'), {}, nullptr));
    // A million levels: refused at level 65 without using the stack.
    QVERIFY(!ji::parse(QByteArray(1000000, '['), {}, nullptr));
}

void TestJsonInput::outOfRangeInConfigAndPlan()
{
    InputError error;
    QVERIFY(!ConfigReader::fromJson(R"({"model_type":"llama","hidden_size":1e400})", QStringLiteral("c.json"), &error));
    QCOMPARE(error.file, QStringLiteral("c.json"));
    QVERIFY2(error.where.startsWith(u"hidden_size"), qPrintable(error.toString()));

    QVERIFY(!PlanFormat::fromJson(R"({"format":"rentplan-plan","version":1,"offers":[{"id":"a","card":"h100-sxm",)"
                                  R"("mode":"on_demand","price_per_card_hour":1e400}]})",
        QStringLiteral("p.rentplan"), &error));
    QCOMPARE(error.file, QStringLiteral("p.rentplan"));
    QVERIFY2(error.where.startsWith(u"offers[0].price_per_card_hour"), qPrintable(error.toString()));
}

void TestJsonInput::duplicateKeyInConfigAndPlan()
{
    InputError error;
    // Before: the second hidden_size (8192) silently won.
    QVERIFY(!ConfigReader::fromJson(
        R"({"model_type":"llama","hidden_size":4096,"hidden_size":8192})", QStringLiteral("c.json"), &error));
    QCOMPARE(error.where, QStringLiteral("hidden_size"));
    QVERIFY(!PlanFormat::fromJson(
        R"({"format":"rentplan-plan","version":1,"name":"a","name":"b"})", QStringLiteral("p.rentplan"), &error));
    QCOMPARE(error.where, QStringLiteral("name"));
}

void TestJsonInput::streamedElementsAreNotKept()
{
    QByteArray text = R"({"format": "x", "jobs": [{"n": 0}, 1, {"n": 2}], "after": true})";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    QStringList seen;
    qint64 observed = 0;
    ji::Stream stream { "jobs",
        [&](ji::Json&& element, const QString& path) { seen << path + u'=' + QString::fromStdString(element.dump()); },
        [&](QByteArrayView chunk) { observed += chunk.size(); } };
    InputError error;
    const auto document = ji::parse(&buffer, QStringLiteral("s.json"), &error, {}, &stream);
    QVERIFY2(document, qPrintable(error.toString()));
    QCOMPARE(seen,
        QStringList(
            { QStringLiteral("jobs[0]={\"n\":0}"), QStringLiteral("jobs[1]=1"), QStringLiteral("jobs[2]={\"n\":2}") }));
    QCOMPARE(document->dump(), std::string(R"({"after":true,"format":"x","jobs":[]})"));
    QCOMPARE(observed, text.size());
}

void TestJsonInput::streamSinkErrorCarriesItsPath()
{
    QByteArray text = R"({"jobs": [{"n": 0}, {"n": "x"}]})";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    ji::Stream stream { "jobs", [](ji::Json&& element, const QString& path) { ji::integer(element, path, "n", 0, 9); },
        {} };
    InputError error;
    QVERIFY(!ji::parse(&buffer, QStringLiteral("s.json"), &error, {}, &stream));
    QCOMPARE(error.file, QStringLiteral("s.json"));
    QCOMPARE(error.where, QStringLiteral("jobs[1].n"));
}

QTEST_GUILESS_MAIN(TestJsonInput)
#include "tst_jsoninput.moc"

// Token counts as people write them (models/common/TokenCount): "6 billion" in English, "60亿"
// in Chinese, and whatever people type read back. The expected texts are written out by hand:
// 6·10⁹ is six billion, or sixty 亿 (1 亿 = 10⁸); 1.5·10⁶ is 150 万 (1 万 = 10⁴).
#include "models/common/TokenCount.h"

#include <QLocale>
#include <QtTest>

using namespace rp;

class TestTokenCount : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void english_data();
    void english();
    void chinese_data();
    void chinese();
    void readsWhatPeopleType_data();
    void readsWhatPeopleType();
    void refusesWhatIsNoCount();
    void roundTripKeepsSevenDigits();
};

void TestTokenCount::english_data()
{
    QTest::addColumn<double>("tokens");
    QTest::addColumn<QString>("text");
    QTest::newRow("six billion (the lora-7b example's training run)") << 6e9 << "6 billion";
    QTest::newRow("a billion") << 1e9 << "1 billion";
    QTest::newRow("one and a half million") << 1.5e6 << "1.5 million";
    QTest::newRow("two thousand") << 2000.0 << "2 thousand";
    QTest::newRow("below a thousand") << 950.0 << "950";
    QTest::newRow("1.2 trillion") << 1.2e12 << "1.2 trillion";
    QTest::newRow("300 billion") << 3e11 << "300 billion";
    QTest::newRow("seven digits kept") << 1234567890.0 << "1.234568 billion";
    // 999,999,999.6 rounds to a billion when shown: "1 billion", never "1000 million".
    QTest::newRow("rounds up to the next scale") << 999999999.6 << "1 billion";
}

void TestTokenCount::english()
{
    QFETCH(double, tokens);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(token_count::format(tokens), text);
}

void TestTokenCount::chinese_data()
{
    QTest::addColumn<double>("tokens");
    QTest::addColumn<QString>("text");
    QTest::newRow("6·10⁹ = 60 亿") << 6e9 << QStringLiteral("60亿");
    QTest::newRow("10⁹ = 10 亿") << 1e9 << QStringLiteral("10亿");
    QTest::newRow("1.5·10⁶ = 150 万") << 1.5e6 << QStringLiteral("150万");
    QTest::newRow("6·10⁷ = 6000 万, no group separator") << 6e7 << QStringLiteral("6000万");
    QTest::newRow("1.2·10¹² = 1.2 万亿") << 1.2e12 << QStringLiteral("1.2万亿");
    QTest::newRow("below 万") << 9500.0 << QStringLiteral("9,500");
}

void TestTokenCount::chinese()
{
    QFETCH(double, tokens);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(token_count::format(tokens), text);
}

void TestTokenCount::readsWhatPeopleType_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("tokens");
    QTest::newRow("words") << "6 billion" << 6e9;
    QTest::newRow("plural, capitals") << "6 Billions" << 6e9;
    QTest::newRow("the old field's unit") << "6,000 million" << 6e9;
    QTest::newRow("letter") << "600M" << 6e8;
    QTest::newRow("letter with a space") << "1.2 T" << 1.2e12;
    QTest::newRow("k") << "5k" << 5e3;
    QTest::newRow("scientific") << "6e9" << 6e9;
    QTest::newRow("plain") << "6000000000" << 6e9;
    QTest::newRow("grouped") << "6,000,000,000" << 6e9;
    QTest::newRow("亿") << QStringLiteral("60亿") << 6e9;
    QTest::newRow("万") << QStringLiteral("6000万") << 6e7;
    QTest::newRow("万亿") << QStringLiteral("1.2万亿") << 1.2e12;
    QTest::newRow("十亿") << QStringLiteral("6十亿") << 6e9;
    QTest::newRow("百万") << QStringLiteral("3 百万") << 3e6;
    QTest::newRow("spaces around") << "  7 billion " << 7e9;
}

void TestTokenCount::readsWhatPeopleType()
{
    QFETCH(QString, text);
    QFETCH(double, tokens);
    for (const QLocale& locale :
        { QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese, QLocale::China) }) {
        QLocale::setDefault(locale);
        const std::optional<double> read = token_count::parse(text);
        QVERIFY2(read, qPrintable(text));
        QCOMPARE(*read, tokens);
    }
}

void TestTokenCount::refusesWhatIsNoCount()
{
    for (const QString& text : { QString(), QStringLiteral("billion"), QStringLiteral("six billion"),
             QStringLiteral("-5 million"), QStringLiteral("6 bil"), QStringLiteral("inf"), QStringLiteral("1e400") })
        QVERIFY2(!token_count::parse(text), qPrintable(text));
}

void TestTokenCount::roundTripKeepsSevenDigits()
{
    // What the field shows is read back when it loses focus: the count may move by no more than
    // the seventh significant digit (a millionth of it, relatively).
    for (const QLocale& locale :
        { QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Chinese, QLocale::China) }) {
        QLocale::setDefault(locale);
        for (double tokens : { 1.0, 999.0, 12345.0, 987654321.0, 6e9, 1234567890123.0, 4.2e14 }) {
            const double back = token_count::parse(token_count::format(tokens)).value();
            QVERIFY2(std::abs(back - tokens) <= tokens * 1e-6, qPrintable(token_count::format(tokens)));
        }
    }
}

QTEST_GUILESS_MAIN(TestTokenCount)
#include "tst_tokencount.moc"

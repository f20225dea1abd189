// Terminal padding that counts Chinese characters as two columns.
#include "app/cli/TextColumns.h"

#include <QtTest>

class TestTextColumns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void widths()
    {
        QCOMPARE(rp::cli::displayWidth(QStringLiteral("KV cache")), 8);
        QCOMPARE(rp::cli::displayWidth(QStringLiteral("权重")), 4); // two wide characters
        QCOMPARE(rp::cli::displayWidth(QStringLiteral("KV 缓存")), 7); // 3 narrow + 2 wide
        QCOMPARE(rp::cli::padRight(QStringLiteral("权重"), 6), QStringLiteral("权重  "));
        QCOMPARE(rp::cli::padLeft(QStringLiteral("1.5"), 5), QStringLiteral("  1.5"));
        QCOMPARE(rp::cli::padRight(QStringLiteral("too long"), 3), QStringLiteral("too long"));
    }
};

QTEST_GUILESS_MAIN(TestTextColumns)
#include "tst_textcolumns.moc"

// PdfOutline: bookmarks added through libqpdf to a PDF that QPdfWriter wrote, checked by qpdf and poppler.
#include "views/report/PdfOutline.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

QByteArray threePages()
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    QPainter painter(&writer);
    for (int page = 0; page < 3; ++page) {
        if (page > 0)
            writer.newPage();
        painter.drawText(QPointF(100, 100), QStringLiteral("page %1").arg(page + 1));
    }
    painter.end();
    return bytes;
}

struct Tool {
    int exitCode = -1;
    QString out;
};

Tool run(const QString& program, const QStringList& args)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(60000))
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError()) };
}

QString save(const QTemporaryDir& dir, const QByteArray& bytes)
{
    const QString path = dir.filePath(QStringLiteral("outline.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

class TestPdfOutline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textStringIsUtf16WithBom();
    void nestedBookmarksOpenTheirPages();
    void pagesAndTextAreKept();
    void refusesWhatItCannotRead();
};

void TestPdfOutline::textStringIsUtf16WithBom()
{
    // "A" = U+0041, "中" = U+4E2D; PDF text strings in UTF-16BE start with FE FF.
    QCOMPARE(PdfOutline::textString(QStringLiteral("A中")), QByteArray("<FEFF00414E2D>"));
}

void TestPdfOutline::nestedBookmarksOpenTheirPages()
{
    QByteArray pdf = threePages();
    const QList<OutlineEntry> entries = {
        { QStringLiteral("Summary"), 0, 0, 60 },
        { QStringLiteral("Budget"), 1, 0, 300 },
        { QStringLiteral("报价清单"), 0, 1, 60 },
        { QStringLiteral("Acceptance"), 0, 2, 60 },
        { QStringLiteral("Commands"), 1, 2, 400 },
    };
    QString error;
    QVERIFY2(PdfOutline::append(pdf, entries, &error), qPrintable(error));
    QTemporaryDir dir;
    const QString path = save(dir, pdf);
    QVERIFY(!path.isEmpty());

    const Tool check = run(QStringLiteral("qpdf"), { QStringLiteral("--check"), path });
    QVERIFY2(check.exitCode == 0, qPrintable(check.out));
    QVERIFY2(check.out.contains(QLatin1String("No syntax or stream encoding errors")), qPrintable(check.out));

    const Tool info = run(QStringLiteral("pdfinfo"), { path });
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QRegularExpression(QStringLiteral("Pages:\\s+3\\n"))), qPrintable(info.out));
    QVERIFY(!info.out.contains(QLatin1String("Syntax Error")));

    // poppler's XML output lists the outline with the page each item opens.
    const Tool xml = run(QStringLiteral("pdftohtml"),
        { QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"), QStringLiteral("-q"), path });
    QCOMPARE(xml.exitCode, 0);
    QVERIFY2(xml.out.contains(QLatin1String("<item page=\"1\">Summary</item>")), qPrintable(xml.out));
    QVERIFY(xml.out.contains(QLatin1String("<item page=\"1\">Budget</item>")));
    QVERIFY(xml.out.contains(QStringLiteral("<item page=\"2\">报价清单</item>")));
    QVERIFY(xml.out.contains(QLatin1String("<item page=\"3\">Commands</item>")));
    // Budget is nested under Summary: an <outline> opens right after the Summary item.
    QVERIFY(
        xml.out.contains(QRegularExpression(QStringLiteral("Summary</item>\\s*<outline>\\s*<item page=\"1\">Budget"))));

    // qpdf sees the outline too, with the right nesting and destinations.
    const Tool json
        = run(QStringLiteral("qpdf"), { QStringLiteral("--json"), QStringLiteral("--json-key=outlines"), path });
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.out.contains(QLatin1String("\"title\": \"Commands\"")), qPrintable(json.out));
}

void TestPdfOutline::pagesAndTextAreKept()
{
    // libqpdf writes the file anew: every page and its text must come out as QPdfWriter drew them.
    const QByteArray original = threePages();
    QByteArray pdf = original;
    QString error;
    QVERIFY2(PdfOutline::append(pdf, { { QStringLiteral("One"), 0, 0, 0 } }, &error), qPrintable(error));
    QVERIFY(pdf != original);
    QVERIFY(pdf.startsWith("%PDF-1."));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QTemporaryDir dir;
    const QString before = dir.filePath(QStringLiteral("before.pdf"));
    QFile file(before);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(original) == original.size());
    file.close();
    const QString after = save(dir, pdf);
    const Tool textBefore
        = run(QStringLiteral("pdftotext"), { QStringLiteral("-layout"), before, QStringLiteral("-") });
    const Tool textAfter = run(QStringLiteral("pdftotext"), { QStringLiteral("-layout"), after, QStringLiteral("-") });
    QCOMPARE(textAfter.exitCode, 0);
    QVERIFY2(textBefore.out.contains(QLatin1String("page 3")), qPrintable(textBefore.out));
    QCOMPARE(textAfter.out, textBefore.out);
    // The same report gives the same bytes (a deterministic /ID, no time in it).
    QByteArray again = original;
    QVERIFY(PdfOutline::append(again, { { QStringLiteral("One"), 0, 0, 0 } }, &error));
    QCOMPARE(again, pdf);
}

void TestPdfOutline::refusesWhatItCannotRead()
{
    QString error;
    QByteArray notPdf("hello");
    QVERIFY(!PdfOutline::append(notPdf, { { QStringLiteral("x"), 0, 0, 0 } }, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(notPdf, QByteArray("hello"));

    QByteArray pdf = threePages();
    const QByteArray before = pdf;
    error.clear();
    QVERIFY(!PdfOutline::append(pdf, { { QStringLiteral("far"), 0, 7, 0 } }, &error));
    QVERIFY2(error.contains(QLatin1String("page 8 of 3")), qPrintable(error));
    QCOMPARE(pdf, before);
}

QTEST_MAIN(TestPdfOutline)
#include "tst_pdfoutline.moc"

// The plan PDF's layout read back as a reader meets it: commands that paste back whole, numbers
// never split across lines, tables that carry their header and never leave one row behind.
// The PDFs come from the real `rentplan export` (every example, both languages) or from
// ReportPdfWriter with content written here; poppler (pdftohtml, pdftotext) reads them.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/report/ReportBuilder.h"
#include "tests/CliRunner.h"
#include "views/report/CommandLines.h"
#include "views/report/ReportPdfWriter.h"
#include "views/report/ReportTable.h"
#include "views/report/TextLines.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <algorithm>

using namespace rp;

namespace {

const char* const kExamples[]
    = { "example.rentplan", "lora-7b.rentplan", "full-70b.rentplan", "inference-service.rentplan" };

QString examplePath(const QString& name)
{
    return QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/") + name;
}

QString tool(const QString& program, const QStringList& args)
{
    QProcess process;
    process.start(program, args);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Counts one character per unit, so line widths below are counted by hand.
double characters(const QString& s)
{
    return double(s.size());
}

// A drawn line of text as poppler's XML output has it: its page, its top, its font's family.
struct DrawnLine {
    int page = 0;
    double top = 0;
    QString family;
    QString text;
};

QList<DrawnLine> drawnLines(const QString& pdf)
{
    const QString xml = tool(QStringLiteral("pdftohtml"),
        { QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"), QStringLiteral("-q"), pdf });
    QXmlStreamReader reader(xml);
    QHash<QString, QString> families;
    QList<DrawnLine> lines;
    int page = 0;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes a = reader.attributes();
        if (reader.name() == QLatin1String("page")) {
            page = a.value(QLatin1String("number")).toInt();
        } else if (reader.name() == QLatin1String("fontspec")) {
            families.insert(a.value(QLatin1String("id")).toString(), a.value(QLatin1String("family")).toString());
        } else if (reader.name() == QLatin1String("text")) {
            const QString family = families.value(a.value(QLatin1String("font")).toString());
            const double top = a.value(QLatin1String("top")).toDouble();
            lines.append({ page, top, family, reader.readElementText(QXmlStreamReader::IncludeChildElements) });
        }
    }
    return lines;
}

// The commands as a reader pastes them: the monospace lines in page order, a line that ends in
// " \" joined with the next (the shell drops the backslash and the newline).
QStringList pastedCommands(const QString& pdf)
{
    QList<DrawnLine> mono;
    for (const DrawnLine& line : drawnLines(pdf)) {
        if (line.family.contains(QLatin1String("Mono")))
            mono.append(line);
    }
    std::stable_sort(mono.begin(), mono.end(),
        [](const DrawnLine& a, const DrawnLine& b) { return a.page != b.page ? a.page < b.page : a.top < b.top; });
    QStringList commands;
    bool continued = false;
    for (const DrawnLine& line : mono) {
        QString text = line.text;
        const bool continues = text.endsWith(QLatin1String(" \\"));
        if (continues)
            text.chop(1); // the space stays: it separated two words
        if (continued)
            commands.last() += text;
        else
            commands.append(text);
        continued = continues;
    }
    return commands;
}

// The commands the report content holds: every cell of a command column, in order.
QStringList generatedCommands(const report::ReportContent& content)
{
    QStringList commands;
    for (const report::Section& section : content.sections) {
        for (const report::Block& block : section.blocks) {
            if (const auto* t = std::get_if<report::Table>(&block.content)) {
                for (const QStringList& row : t->rows) {
                    for (qsizetype c = 0; c < row.size() && c < t->columns.size(); ++c) {
                        if (t->columns.at(c) == report::Table::Column::Code && !row.at(c).isEmpty())
                            commands.append(row.at(c));
                    }
                }
            } else if (const auto* p = std::get_if<report::Paragraph>(&block.content)) {
                if (p->style == report::Paragraph::Style::Code)
                    commands.append(p->text);
            }
        }
    }
    return commands;
}

Plan loadPlan(const QString& name)
{
    InputError error;
    const std::optional<Plan> plan = PlanFormat::load(examplePath(name), &error);
    if (!plan)
        qFatal("%s", qPrintable(error.toString()));
    return *plan;
}

QString savePdf(const QTemporaryDir& dir, const QString& name, const report::ReportContent& content)
{
    QString error;
    const std::optional<QByteArray> bytes = ReportPdfWriter::render(content, QPageSize::A4, &error);
    if (!bytes) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size())
        return {};
    return path;
}

report::ReportContent oneSection(const QList<report::Block>& blocks)
{
    report::ReportContent content;
    content.planName = QStringLiteral("Layout test");
    content.title = QStringLiteral("Layout test");
    content.contentsTitle = QStringLiteral("Contents");
    content.sections.append({ QStringLiteral("Tables"), 0, blocks });
    return content;
}

} // namespace

class TestReportLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void commandWordsKeepQuotes();
    void commandsBreakOnlyBetweenWords();
    void commandsPasteBackWhole_data();
    void commandsPasteBackWhole();
    void commandParagraphPastesBackWhole();
    void numbersKeepTheirUnits();
    void numberAtTheStartOfACellStaysWhole();
    void examplesSplitNoNumber_data();
    void examplesSplitNoNumber();
    void examplesPassQpdfCheck_data();
    void examplesPassQpdfCheck();
    void pagesOfALongTable();
    void longTableNeverLeavesOneRow();

private:
    QString exported(const QString& file, const QString& lang);

    QTemporaryDir m_dir;
    QHash<QString, QString> m_exported; // "file lang" → the PDF `rentplan export` wrote
};

// The example exported as a user does; once per example and language.
QString TestReportLayout::exported(const QString& file, const QString& lang)
{
    const QString key = file + QLatin1Char(' ') + lang;
    if (!m_exported.contains(key)) {
        const QString pdf = m_dir.filePath(file + QLatin1Char('-') + lang + QStringLiteral(".pdf"));
        const CliResult result = runCli(
            { QStringLiteral("export"), examplePath(file), QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang });
        if (result.exitCode != 0) {
            qWarning("%s", qPrintable(result.err));
            return {};
        }
        m_exported.insert(key, pdf);
    }
    return m_exported.value(key);
}

void TestReportLayout::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Translation::install(QStringLiteral("en"));
}

void TestReportLayout::commandWordsKeepQuotes()
{
    // The shell's words: a space inside quotes or after a backslash does not separate two.
    QCOMPARE(CommandLines::words(QStringLiteral("lscpu | grep -E \"^CPU\\(s\\)|Model name\"")),
        QStringList({ QStringLiteral("lscpu"), QStringLiteral("|"), QStringLiteral("grep"), QStringLiteral("-E"),
            QStringLiteral("\"^CPU\\(s\\)|Model name\"") }));
    QCOMPARE(CommandLines::words(QStringLiteral("curl -w '%{speed_download}\\n' a\\ b")),
        QStringList({ QStringLiteral("curl"), QStringLiteral("-w"), QStringLiteral("'%{speed_download}\\n'"),
            QStringLiteral("a\\ b") }));
}

void TestReportLayout::commandsBreakOnlyBetweenWords()
{
    // 62 characters on lines of at most 24: "nvidia-smi --query-gpu=name,memory.total" would be 40, so
    // every word goes on a line of its own but the two short last ones; " \" ends each line but the last.
    const QString command = QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader");
    const QStringList lines = CommandLines::split(command, 24, characters);
    QCOMPARE(lines,
        QStringList({ QStringLiteral("nvidia-smi \\"), QStringLiteral("--query-gpu=name,memory.total \\"),
            QStringLiteral("--format=csv,noheader") }));
    // "--query-gpu=name,memory.total \" is 31 characters: a word wider than the line stands alone, uncut.
    QCOMPARE(CommandLines::widestWord(command, characters), 31.0);
    // Wide enough: one line, no continuation.
    QCOMPARE(CommandLines::split(command, 62, characters), QStringList({ command }));
    // 61: the last word moves down ("…name,memory.total \" is 42 ≤ 61).
    QCOMPARE(CommandLines::split(command, 61, characters),
        QStringList({ QStringLiteral("nvidia-smi --query-gpu=name,memory.total \\"),
            QStringLiteral("--format=csv,noheader") }));
    // A quoted pattern with a space stays on one line even where the space would fit the break.
    QCOMPARE(CommandLines::split(QStringLiteral("grep -E \"a|Model name\""), 16, characters),
        QStringList({ QStringLiteral("grep -E \\"), QStringLiteral("\"a|Model name\"") }));
}

void TestReportLayout::commandsPasteBackWhole_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lang");
    for (const char* name : kExamples) {
        for (const char* lang : { "en", "zh_CN" })
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(name), QLatin1String(lang))))
                << QString::fromLatin1(name) << QString::fromLatin1(lang);
    }
}

void TestReportLayout::commandsPasteBackWhole()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    const QString pdf = exported(file, lang);
    QVERIFY(!pdf.isEmpty());
    // The commands are not translated: the English content holds the same ones.
    const QStringList expected = generatedCommands(ReportBuilder::build(loadPlan(file), {}));
    // The acceptance procedure, first and last but one command.
    QVERIFY(expected.contains(QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader")));
    QVERIFY(expected.contains(QStringLiteral("curl -o /dev/null -w '%{speed_download}\\n' <URL of a large file>")));
    QCOMPARE(pastedCommands(pdf), expected);
}

void TestReportLayout::commandParagraphPastesBackWhole()
{
    // A command as a paragraph of its own, longer than the page is wide (about 120 monospace
    // characters at 8 pt on A4's 487 pt): it goes on as many lines as it needs, each cut at a space.
    const QString dd = QStringLiteral("dd if=/dev/zero of=/data/testfile bs=1G count=8 oflag=direct && sync && "
                                      "echo 3 | sudo tee /proc/sys/vm/drop_caches && "
                                      "dd if=/data/testfile of=/dev/null bs=1G iflag=direct");
    const QString command = dd + QStringLiteral(" && ") + dd;
    const report::ReportContent content = oneSection({ { report::Paragraph { QStringLiteral("Run this:") } },
        { report::Paragraph { command, report::Paragraph::Style::Code } } });
    const QString pdf = savePdf(m_dir, QStringLiteral("paragraph.pdf"), content);
    QVERIFY(!pdf.isEmpty());
    QCOMPARE(generatedCommands(content), QStringList({ command }));
    QCOMPARE(pastedCommands(pdf), QStringList({ command }));
    // It did need more than one line.
    const QString text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") });
    QVERIFY2(text.count(QLatin1String(" \\\n")) >= 2, qPrintable(text));
}

void TestReportLayout::numbersKeepTheirUnits()
{
    // Counted by hand, one unit per character. "Total 7,846.13 CNY" (18) on lines of 13: Qt's own
    // breaking allows "7,|846.13" at the start of a text and "GB/|s"; these stay whole.
    QCOMPARE(TextLines::wrap(QStringLiteral("Total 7,846.13 CNY"), 13, characters),
        QStringList({ QStringLiteral("Total"), QStringLiteral("7,846.13 CNY") }));
    QCOMPARE(TextLines::wrap(QStringLiteral("7,846.13 CNY per day"), 12, characters),
        QStringList({ QStringLiteral("7,846.13 CNY"), QStringLiteral("per day") }));
    QCOMPARE(TextLines::wrap(QStringLiteral("NVLink 600 GB/s per card"), 11, characters),
        QStringList({ QStringLiteral("NVLink"), QStringLiteral("600 GB/s"), QStringLiteral("per card") }));
    // Chinese breaks between any two characters, but not inside "7,846.13元" nor before "，".
    QCOMPARE(TextLines::wrap(QStringLiteral("合计7,846.13元，每天"), 10, characters),
        QStringList({ QStringLiteral("合计"), QStringLiteral("7,846.13元，"), QStringLiteral("每天") }));
    QCOMPARE(TextLines::wrap(QStringLiteral("共 12 小时"), 5, characters),
        QStringList({ QStringLiteral("共"), QStringLiteral("12 小时") }));
    // A model name is no number: "A100" keeps its letters, "80GB" is a number with its unit.
    QCOMPARE(TextLines::numberSpans(QStringLiteral("A100 80GB")), (QList<QPair<qsizetype, qsizetype>> { { 5, 9 } }));
}

void TestReportLayout::numberAtTheStartOfACellStaysWhole()
{
    // A narrow column whose cells start with a grouped amount: Qt's word wrap put "7," on one line
    // and "846.13 CNY" on the next.
    report::Table t;
    t.header = { QStringLiteral("Item"), QStringLiteral("Cost"), QStringLiteral("Why") };
    t.widths = { 1, 0.45, 4 };
    t.rows = { { QStringLiteral("Training"), QStringLiteral("7,846.13 CNY"), QStringLiteral("x") },
        { QStringLiteral("Evaluation"), QStringLiteral("12,500,000 bytes/s"), QStringLiteral("y") } };
    const QString pdf = savePdf(m_dir, QStringLiteral("number.pdf"), oneSection({ { t } }));
    QVERIFY(!pdf.isEmpty());
    const QString text = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") });
    QVERIFY2(text.contains(QStringLiteral("7,846.13 CNY")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("12,500,000 bytes/s")), qPrintable(text));
}

void TestReportLayout::examplesSplitNoNumber_data()
{
    commandsPasteBackWhole_data();
}

void TestReportLayout::examplesSplitNoNumber()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    const QString pdf = exported(file, lang);
    QVERIFY(!pdf.isEmpty());
    // -raw keeps each drawn line on a line of its own, in drawing order: a cell's lines follow each other.
    const QStringList lines = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") })
                                  .split(QLatin1Char('\n'));
    static const QRegularExpression groupingAtEnd(QStringLiteral("\\d,$"));
    static const QRegularExpression threeDigitsFirst(QStringLiteral("^\\d{3}\\b"));
    static const QRegularExpression numberAtEnd(QStringLiteral("(^|[^\\w.])\\d[\\d,]*(\\.\\d+)?$"));
    static const QRegularExpression unitFirst(
        QStringLiteral("^(CNY|USD|EUR|GB|GiB|MiB|TB|TiB|GB/s|Mbit/s|bytes/s|h|%|元|小时|天)(\\s|$|[,.;:，。）)])"));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QString here = lines.at(i).trimmed();
        const QString next = lines.at(i + 1).trimmed();
        const QString pair = here + QStringLiteral(" ⏎ ") + next;
        QVERIFY2(!(groupingAtEnd.match(here).hasMatch() && threeDigitsFirst.match(next).hasMatch()), qPrintable(pair));
        // A row of chart tick labels above the axis title ("0 20 40 ⏎ GiB per GPU") is no text line.
        const bool ticks = !here.contains(QRegularExpression(QStringLiteral("[^\\d\\s,.]")));
        QVERIFY2(ticks || !(numberAtEnd.match(here).hasMatch() && unitFirst.match(next).hasMatch()), qPrintable(pair));
        QVERIFY2(!here.endsWith(QLatin1String("GB/")), qPrintable(pair));
    }
}

void TestReportLayout::examplesPassQpdfCheck_data()
{
    commandsPasteBackWhole_data();
}

void TestReportLayout::examplesPassQpdfCheck()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    const QString pdf = exported(file, lang);
    QVERIFY(!pdf.isEmpty());
    QProcess qpdf;
    qpdf.start(QStringLiteral("qpdf"), { QStringLiteral("--check"), pdf });
    QVERIFY(qpdf.waitForFinished(60000));
    const QString out = QString::fromUtf8(qpdf.readAllStandardOutput() + qpdf.readAllStandardError());
    QVERIFY2(
        qpdf.exitCode() == 0 && out.contains(QLatin1String("No syntax or stream encoding errors")), qPrintable(out));
    // The bookmarks: one per chapter, each opening a page of the file.
    const QString xml = tool(QStringLiteral("pdftohtml"),
        { QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"), QStringLiteral("-q"), pdf });
    static const QRegularExpression item(QStringLiteral("<item page=\"(\\d+)\">"));
    QVERIFY2(xml.count(item) >= 5, qPrintable(xml.right(600)));
}

void TestReportLayout::pagesOfALongTable()
{
    // Rows of 10, a header of 12, pages of 100: a full page holds 8 rows (12 + 80 = 92).
    const QList<double> rows(20, 10.0);
    // 50 left on the first page: 3 rows fit (12 + 30 = 42), then 8, 8, and 1 would be alone: 7 and 2.
    QCOMPARE(ReportTable::pageRows(rows, 12, 50, false, 100), (QList<qsizetype> { 3, 8, 7, 2 }));
    // 25 left: one row would fit alone (12 + 10 = 22): the table starts on the next page, 8 + 8 + 4.
    QCOMPARE(ReportTable::pageRows(rows, 12, 25, false, 100), (QList<qsizetype> { 0, 8, 8, 4 }));
    // A short table of 3 rows with room for 2 (12 + 20 = 32 ≤ 35): 2 + 1 would leave one; all 3 move.
    QCOMPARE(ReportTable::pageRows(QList<double>(3, 10.0), 12, 35, false, 100), (QList<qsizetype> { 0, 3 }));
    // 4 rows with room for 3: 3 + 1 would leave one, so 2 + 2.
    QCOMPARE(ReportTable::pageRows(QList<double>(4, 10.0), 12, 45, false, 100), (QList<qsizetype> { 2, 2 }));
    // It all fits: one page.
    QCOMPARE(ReportTable::pageRows(QList<double>(4, 10.0), 12, 52, false, 100), (QList<qsizetype> { 4 }));
}

void TestReportLayout::longTableNeverLeavesOneRow()
{
    // A 30-row table after 0 to 44 lines of text: the table starts at every height of the first page.
    report::Table t;
    t.header = { QStringLiteral("Line"), QStringLiteral("Machine"), QStringLiteral("Hours") };
    t.columns = { report::Table::Column::Text, report::Table::Column::Text, report::Table::Column::Number };
    for (int r = 1; r <= 30; ++r)
        t.rows.append({ QStringLiteral("row%1").arg(r, 2, 10, QLatin1Char('0')), QStringLiteral("8 × H100"),
            QString::number(r * 10) });
    static const QRegularExpression rowName(QStringLiteral("\\brow(\\d\\d)\\b"));
    for (int filler = 0; filler <= 44; filler += 2) {
        QList<report::Block> blocks;
        for (int i = 0; i < filler; ++i)
            blocks.append({ report::Paragraph { QStringLiteral("Filler line %1.").arg(i + 1) } });
        blocks.append({ t });
        const QString pdf = savePdf(m_dir, QStringLiteral("table.pdf"), oneSection(blocks));
        QVERIFY(!pdf.isEmpty());
        const QStringList pages
            = tool(QStringLiteral("pdftotext"), { QStringLiteral("-raw"), pdf, QStringLiteral("-") })
                  .split(QLatin1Char('\f'));
        QList<int> seen;
        for (qsizetype p = 0; p < pages.size(); ++p) {
            QList<int> rows;
            auto it = rowName.globalMatch(pages.at(p));
            while (it.hasNext())
                rows.append(it.next().captured(1).toInt());
            const QString where
                = QStringLiteral("%1 filler lines, page %2: %3 rows").arg(filler).arg(p + 1).arg(rows.size());
            QVERIFY2(rows.size() != 1, qPrintable(where));
            if (!rows.isEmpty()) // the header on every page the table is on, above its rows
                QVERIFY2(pages.at(p).indexOf(QLatin1String("Line Machine Hours")) >= 0
                        && pages.at(p).indexOf(QLatin1String("Line Machine Hours"))
                            < pages.at(p).indexOf(QLatin1String("row")),
                    qPrintable(where + QLatin1Char('\n') + pages.at(p)));
            seen += rows;
        }
        QList<int> all;
        for (int r = 1; r <= 30; ++r)
            all.append(r);
        QCOMPARE(seen, all);
    }
}

QTEST_MAIN(TestReportLayout)
#include "tst_reportlayout.moc"

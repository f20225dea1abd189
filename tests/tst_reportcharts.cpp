// The plan PDF's charts as a reader sees them: a series above the value axis marked where it
// leaves with its value, value labels on their gridlines, and a key whose entries differ in
// every chart of every example and scenario.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/report/ReportBuilder.h"
#include "views/report/ReportChartPainter.h"
#include "views/report/ReportPdfWriter.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

using namespace rp;

namespace {

struct Word {
    QString text;
    double xMin = 0;
    double xMax = 0;
};

// Every word poppler finds on the first page, with its horizontal extent in points.
QList<Word> words(const QString& pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
        { QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("3"), QStringLiteral("-l"), QStringLiteral("3"),
            pdf, QStringLiteral("-") });
    process.waitForFinished(60000);
    QXmlStreamReader reader(process.readAllStandardOutput());
    QList<Word> result;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement || reader.name() != QLatin1String("word"))
            continue;
        const double xMin = reader.attributes().value(QLatin1String("xMin")).toDouble();
        const double xMax = reader.attributes().value(QLatin1String("xMax")).toDouble();
        result.append({ reader.readElementText(), xMin, xMax });
    }
    return result;
}

report::Chart lines(std::optional<double> yMax)
{
    report::Chart c;
    c.title = QStringLiteral("Cost");
    c.xLabel = QStringLiteral("Hours");
    c.yLabel = QStringLiteral("CNY");
    c.yMax = yMax;
    return c;
}

// Centres of the runs of rows in which `isInk` holds for some pixel of columns [x0, x1).
QList<double> rowRuns(const QImage& image, int x0, int x1, const std::function<bool(QRgb)>& isInk)
{
    QList<double> centres;
    int start = -1;
    for (int y = 0; y <= image.height(); ++y) {
        bool ink = false;
        for (int x = x0; y < image.height() && x < x1 && !ink; ++x)
            ink = isInk(image.pixel(x, y));
        if (ink && start < 0)
            start = y;
        if (!ink && start >= 0) {
            centres.append((start + y - 1) / 2.0);
            start = -1;
        }
    }
    return centres;
}

} // namespace

class TestReportCharts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void seriesAboveTheAxisIsMarkedWithItsValue();
    void valueLabelsSitOnTheirGridlines();
    void keyEntriesAreUnique();

private:
    QTemporaryDir m_dir;
};

void TestReportCharts::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Translation::install(QStringLiteral("en"));
}

void TestReportCharts::seriesAboveTheAxisIsMarkedWithItsValue()
{
    // The value axis ends at 100. "Rising" goes (10, 50) → (20, 250): it crosses 100 at
    // 10 + (100 − 50) / (250 − 50) × 10 = 12.5 h, half-way between the ticks 10 and 15, and reaches 250.
    // "Dear" stays at 400, above the whole axis: marked at its first point, 0 h.
    report::Chart c = lines(100.0);
    c.series.append({ QStringLiteral("Rising"), { { 0, 0 }, { 10, 50 }, { 20, 250 } }, 0 });
    c.series.append({ QStringLiteral("Dear"), { { 0, 400 }, { 20, 400 } }, 1 });
    report::ReportContent content;
    content.planName = QStringLiteral("Chart test");
    content.title = QStringLiteral("Chart test");
    content.contentsTitle = QStringLiteral("Contents");
    content.sections.append({ QStringLiteral("Charts"), 0, { { c } } });
    QString error;
    const std::optional<QByteArray> bytes = ReportPdfWriter::render(content, QPageSize::A4, &error);
    QVERIFY2(bytes, qPrintable(error));
    const QString pdf = m_dir.filePath(QStringLiteral("chart.pdf"));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(*bytes) == bytes->size());
    file.close();

    const QList<Word> all = words(pdf); // page 3: cover, contents, then the chapter
    auto centreOf = [&all](const QString& text) {
        for (const Word& w : all) {
            if (w.text == text)
                return (w.xMin + w.xMax) / 2;
        }
        return -1.0;
    };
    auto startOf = [&all](const QString& text) {
        for (const Word& w : all) {
            if (w.text == text)
                return w.xMin;
        }
        return -1.0;
    };
    // Ticks every 5 h (20 h / 6 ticks, rounded to a nice step): "0" "5" "10" "15" "20" under the plot.
    const double at0 = centreOf(QStringLiteral("5")) - (centreOf(QStringLiteral("10")) - centreOf(QStringLiteral("5")));
    const double at10 = centreOf(QStringLiteral("10"));
    const double at15 = centreOf(QStringLiteral("15"));
    QVERIFY(at10 > 0 && at15 > at10);
    QVERIFY2(startOf(QStringLiteral("250")) > 0, "the highest value of the series that leaves the axis");
    QVERIFY2(startOf(QStringLiteral("400")) > 0, "the value of the series above the whole axis");
    // The mark's text starts a few points right of where the series leaves (the arrow, then the
    // "↑" and a space before the number): left of the number, right of the exit.
    const double exitRising = (at10 + at15) / 2;
    QVERIFY2(startOf(QStringLiteral("250")) > exitRising && startOf(QStringLiteral("250")) < exitRising + 20,
        qPrintable(QStringLiteral("250 at %1, exit at %2").arg(startOf(QStringLiteral("250"))).arg(exitRising)));
    QVERIFY2(startOf(QStringLiteral("400")) > at0 && startOf(QStringLiteral("400")) < at0 + 20,
        qPrintable(QStringLiteral("400 at %1, exit at %2").arg(startOf(QStringLiteral("400"))).arg(at0)));
    // Both are in the key as well.
    QVERIFY(startOf(QStringLiteral("Rising")) > 0 && startOf(QStringLiteral("Dear")) > 0);
}

void TestReportCharts::valueLabelsSitOnTheirGridlines()
{
    // A chart without series, value axis 0–100: gridlines and labels at 0, 20, …, 100. Drawn at
    // 600 dpi, where a point is 8.3 pixels.
    QImage image(2400, 1600, QImage::Format_RGB32);
    image.setDotsPerMeterX(qRound(600 / 0.0254));
    image.setDotsPerMeterY(qRound(600 / 0.0254));
    image.fill(Qt::white);
    const ReportStyle style(&image);
    const report::Chart c = lines(100.0);
    {
        QPainter painter(&image);
        ReportChartPainter(style, c).paint(painter, QRectF(0, 0, image.width(), image.height()));
    }
    // The value axis: the leftmost column dark over a third of the height.
    int axis = -1;
    for (int x = 0; x < image.width() && axis < 0; ++x) {
        int dark = 0;
        for (int y = 0; y < image.height(); ++y)
            dark += qGray(image.pixel(x, y)) < 0x60;
        if (dark > image.height() / 3)
            axis = x;
    }
    QVERIFY(axis > 0);
    // Gridlines: light grey (0xBB) rows in the middle of the plot; labels: dark grey (0x66) glyphs
    // in the 10 points left of the axis (the last digit of each), clear of the axis line.
    const QList<double> grid = rowRuns(image, axis + 200, axis + 210, [](QRgb p) {
        const int g = qGray(p);
        return g > 0x90 && g < 0xF0;
    });
    const QList<double> labels
        = rowRuns(image, axis - int(style.pt(10)), axis - int(style.pt(3)), [](QRgb p) { return qGray(p) < 0xA0; });
    // The line at 0 lies under the horizontal axis, which is darker.
    QList<double> lines = grid;
    lines += rowRuns(image, axis + 200, axis + 210, [](QRgb p) { return qGray(p) <= 0x90; });
    QCOMPARE(lines.size(), 6);
    // Six value labels, then the "0" of the hour axis below the plot.
    QCOMPARE(labels.size(), 7);
    // Each label's middle on its line, within a fifth of a point.
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY2(std::abs(labels.at(i) - lines.at(i)) <= style.pt(0.2),
            qPrintable(QStringLiteral("label %1 at %2, line at %3").arg(i).arg(labels.at(i)).arg(lines.at(i))));
}

void TestReportCharts::keyEntriesAreUnique()
{
    // The key names each series, box kind and bar part once: two entries with one label would
    // leave the reader guessing which line is which.
    for (const char* name :
        { "example.rentplan", "lora-7b.rentplan", "full-70b.rentplan", "inference-service.rentplan" }) {
        InputError error;
        const std::optional<Plan> plan = PlanFormat::load(
            QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/") + QLatin1String(name), &error);
        QVERIFY2(plan, qPrintable(error.toString()));
        QStringList scenarios = { QString() };
        for (const Scenario& s : plan->scenarios)
            scenarios.append(s.name);
        for (const QString& scenario : scenarios) {
            ReportOptions options;
            options.scenario = scenario;
            const report::ReportContent content = ReportBuilder::build(*plan, options);
            int charts = 0;
            for (const report::Section& section : content.sections) {
                for (const report::Block& block : section.blocks) {
                    const auto* chart = std::get_if<report::Chart>(&block.content);
                    if (!chart)
                        continue;
                    ++charts;
                    QStringList key = chart->kind == report::Chart::Kind::Bars ? chart->partLabels : QStringList();
                    QStringList boxes;
                    for (const report::ChartBox& b : chart->boxes) {
                        if (!boxes.contains(b.label))
                            boxes.append(b.label);
                    }
                    key += boxes;
                    for (const report::ChartSeries& s : chart->series)
                        key.append(s.label);
                    const QString where
                        = QStringLiteral("%1 %2, %3: %4")
                              .arg(QLatin1String(name), scenario, chart->title, key.join(QLatin1String(" | ")));
                    QVERIFY2(QSet<QString>(key.cbegin(), key.cend()).size() == key.size(), qPrintable(where));
                }
            }
            QVERIFY2(charts >= 2, name);
        }
    }
}

QTEST_MAIN(TestReportCharts)
#include "tst_reportcharts.moc"

// Exporting the plan PDF (README.md, `export`): content from the engine, layout, vector
// drawing, fonts, bookmarks. Target: the largest shipped example under 1 s and under 1 MB.
#include "models/common/Translation.h"
#include "models/plan/PlanFormat.h"
#include "models/report/ReportBuilder.h"
#include "views/report/ReportPdfWriter.h"

#include <QDir>
#include <QtTest>

using namespace rp;

namespace {

// The shipped example with the most phases and offers (the one with the most to draw).
Plan largestExample(QString* name)
{
    Plan best;
    qsizetype most = -1;
    for (const QFileInfo& info : QDir(QStringLiteral(":/data/examples")).entryInfoList(QDir::Files)) {
        InputError error;
        const std::optional<Plan> plan = PlanFormat::load(info.filePath(), &error);
        if (!plan)
            continue;
        const qsizetype size = PlanFormat::toJson(*plan).size();
        if (size > most) {
            most = size;
            best = *plan;
            *name = info.fileName();
        }
    }
    return best;
}

} // namespace

class BenchReport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("zh_CN")); } // the CJK font is the heavier case
    void exportLargestExample();
    void contentOnly();
};

void BenchReport::exportLargestExample()
{
    QString name;
    const Plan plan = largestExample(&name);
    QByteArray pdf;
    QBENCHMARK
    {
        const report::ReportContent content = ReportBuilder::build(plan, {});
        QString error;
        pdf = ReportPdfWriter::render(content, QPageSize::A4, &error).value_or(QByteArray());
    }
    QVERIFY(pdf.startsWith("%PDF"));
    qInfo("%s: %lld bytes (%.1f KiB)", qPrintable(name), qlonglong(pdf.size()), pdf.size() / 1024.0);
}

void BenchReport::contentOnly()
{
    QString name;
    const Plan plan = largestExample(&name);
    QBENCHMARK
    {
        const report::ReportContent content = ReportBuilder::build(plan, {});
        QVERIFY(!content.sections.isEmpty());
    }
}

QTEST_MAIN(BenchReport)
#include "bench_report.moc"

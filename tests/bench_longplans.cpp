// Long plans run through the real binary, timed with its peak memory (/usr/bin/time).
// A long quote sheet: plans of 1 000 and 10 000 mixed offers (every billing mode, per-second to
// hourly steps, minimums, refunds, renewals, storage, spot) through `rentplan costs`. Targets:
// 1 000 offers → costs < 0.5 s and --break-even < 2 s, both under 200 MB; 10 000 offers → an
// answer or a clear refusal in under 5 s.
// Many phases: 10 000 / 20 000 / 40 000 phases one after another through `rentplan plan --json`
// (target: 10 000 in under 1 s and 200 MB, memory linear in the phases), and 10 000 quotes on
// 100 phases through `rentplan quotes --json` (target: under 2 s and 300 MB).
#include "models/cost/BreakEven.h"
#include "models/plan/PlanFormat.h"
#include "models/plan/Quote.h"
#include "tests/MixedOffers.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

struct Run {
    double seconds = 0;
    double megabytes = 0;
    int exitCode = -1;
    QByteArray err;
};

Run timed(const QStringList& args)
{
    QProcess process;
    // What a command prints goes to /dev/null: the bench measures the command, not a pipe into
    // this process holding hundreds of megabytes of JSON.
    process.setStandardOutputFile(QProcess::nullDevice());
    process.start(QStringLiteral("/usr/bin/time"),
        QStringList { QStringLiteral("-f"), QStringLiteral("TIME %e %M"), QStringLiteral(RENTPLAN_BINARY) } + args);
    process.waitForFinished(600000);
    const QByteArray err = process.readAllStandardError();
    const QList<QByteArray> last = err.trimmed().split('\n').last().split(' ');
    Run r;
    r.exitCode = process.exitCode();
    r.err = err;
    if (last.size() == 3 && last.at(0) == "TIME") {
        r.seconds = last.at(1).toDouble();
        r.megabytes = last.at(2).toDouble() / 1024.0;
    }
    return r;
}

} // namespace

class BenchLongPlans : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void costs_data();
    void costs();
    void engineEnvelope();
    void manyPhases_data();
    void manyPhases();
    void manyQuotes();

private:
    QTemporaryDir m_dir;
};

void BenchLongPlans::costs_data()
{
    QTest::addColumn<int>("offers");
    QTest::addColumn<QStringList>("options");
    for (int offers : { 1000, 10000 }) {
        const QByteArray n = QByteArray::number(offers);
        QTest::addRow("%s offers, --hours 300", n.constData())
            << offers << QStringList { QStringLiteral("--hours"), QStringLiteral("300") };
        QTest::addRow("%s offers, --break-even", n.constData())
            << offers << QStringList { QStringLiteral("--break-even") };
        QTest::addRow("%s offers, --break-even --all-pairs", n.constData())
            << offers << QStringList { QStringLiteral("--break-even"), QStringLiteral("--all-pairs") };
    }
}

void BenchLongPlans::costs()
{
    QFETCH(int, offers);
    QFETCH(QStringList, options);
    const QString file = m_dir.filePath(QStringLiteral("long-%1.rentplan").arg(offers));
    if (!QFile::exists(file)) {
        QString error;
        QVERIFY2(PlanFormat::save(mixedOffers(offers), file, &error), qPrintable(error));
    }
    const Run r = timed(QStringList { QStringLiteral("costs"), file, QStringLiteral("--json") } + options);
    qInfo("RESULT %d offers %s: exit %d, %.2f s, %.0f MB peak", offers, qPrintable(options.join(u' ')), r.exitCode,
        r.seconds, r.megabytes);
    if (r.exitCode != 0)
        qInfo("  %s", r.err.trimmed().split('\n').first().constData());
}

void BenchLongPlans::engineEnvelope()
{
    const Plan plan = mixedOffers(1000);
    Job job;
    job.cards = 8;
    qsizetype changes = 0;
    QBENCHMARK
    {
        QList<break_even::Point> unfinished;
        changes = break_even::cheapestChanges(plan, job, true, break_even::kHorizonHours, &unfinished).size();
        QVERIFY(unfinished.isEmpty());
    }
    qInfo("1 000 offers: %lld changes of the cheapest", qlonglong(changes));
}

namespace {

// `count` typed-hours phases on two GPU cards and a CPU machine, one after another with short
// gaps, every tenth overlapping the previous one, and an owned machine so buy and hybrid run too.
Plan manyPhasesPlan(int count, int quotes = 0)
{
    Plan plan;
    plan.name = QStringLiteral("Many phases");
    const char* const cards[] = { "a100-sxm-80g", "h100-sxm" };
    for (int i = 0; i < 2; ++i) {
        Offer o;
        o.id = QStringLiteral("o%1").arg(i);
        o.card = QLatin1String(cards[i]);
        o.cardsPerInstance = 8;
        o.pricePerCardHour = 10.0 + 10 * i;
        o.billingIncrementHours = 1;
        o.storagePerMonth = 100;
        plan.offers.append(o);
    }
    Offer cpu;
    cpu.id = QStringLiteral("cpu");
    cpu.card = QStringLiteral("none");
    cpu.pricePerCardHour = 2;
    plan.offers.append(cpu);
    SelfBuild s;
    s.card = QLatin1String(cards[0]);
    s.capex = 1000000;
    plan.selfBuild = s;
    for (int i = 0; i < count; ++i) {
        Phase p;
        p.id = QStringLiteral("p%1").arg(i);
        p.name = p.id;
        p.kind = PhaseKind::Trial;
        p.card = i % 7 == 6 ? QStringLiteral("none") : QLatin1String(cards[i % 2]);
        p.cards = p.card == u"none" ? 0 : 1 + i % 8;
        p.hours = 2.0 + i % 5;
        p.gapDays = 0.05;
        if (i % 10 == 9)
            p.startDay = (i - 1) * 0.2;
        plan.phases.append(p);
    }
    for (int q = 0; q < quotes; ++q) {
        Quote quote;
        quote.id = QStringLiteral("q%1").arg(q);
        quote.card = QLatin1String(cards[q % 2]);
        quote.cardsPerMachine = 8;
        quote.machines = 1 + q % 4;
        quote.cpuCores = 32 + q % 64;
        quote.offer.pricePerCardHour = 8.0 + q % 20;
        plan.quotes.append(quote);
    }
    return plan;
}

} // namespace

void BenchLongPlans::manyPhases_data()
{
    QTest::addColumn<int>("phases");
    // 10,000 phases is the most a plan may hold (plan/PlanLimits.h): the goal is under 1 s and 200 MB.
    // Beyond it, 20,000 and 40,000 phases (a 3.3 MB file) once took 11 s and 3.2 GB or ended in
    // std::bad_alloc; they are now refused when the plan is read (exit 2, a message naming the list).
    for (int n : { 1000, 10000, 20000, 40000 })
        QTest::addRow("%d phases", n) << n;
}

void BenchLongPlans::manyPhases()
{
    QFETCH(int, phases);
    const QString file = m_dir.filePath(QStringLiteral("phases-%1.rentplan").arg(phases));
    QString error;
    QVERIFY2(PlanFormat::save(manyPhasesPlan(phases), file, &error), qPrintable(error));
    const Run r = timed({ QStringLiteral("plan"), file, QStringLiteral("--json") });
    qInfo("RESULT %d phases, plan --json: exit %d, %.2f s, %.0f MB peak", phases, r.exitCode, r.seconds, r.megabytes);
    if (r.exitCode != 0)
        qInfo("  %s", r.err.trimmed().split('\n').first().constData());
}

void BenchLongPlans::manyQuotes()
{
    const QString file = m_dir.filePath(QStringLiteral("quotes.rentplan"));
    QString error;
    QVERIFY2(PlanFormat::save(manyPhasesPlan(100, 10000), file, &error), qPrintable(error));
    const Run r = timed({ QStringLiteral("quotes"), file, QStringLiteral("--json") });
    qInfo("RESULT 10 000 quotes on 100 phases, quotes --json: exit %d, %.2f s, %.0f MB peak", r.exitCode, r.seconds,
        r.megabytes);
    if (r.exitCode != 0)
        qInfo("  %s", r.err.trimmed().split('\n').first().constData());
}

QTEST_GUILESS_MAIN(BenchLongPlans)
#include "bench_longplans.moc"

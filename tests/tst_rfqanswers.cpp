// Vendors' answers to a request for quotation read back (CSV and XLSX) and compared on the cost to
// finish: every answered line a quote, bad cells named by file, sheet, row, line and column, and
// the cheapest complete award, one vendor or split. Every expected cost is worked out by hand below.
#include "models/common/Translation.h"
#include "models/planner/ProjectPlanner.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/RfqAnswer.h"
#include "models/procurement/RfqAward.h"
#include "models/procurement/RfqCsv.h"
#include "models/procurement/RfqXlsx.h"
#include "models/procurement/XlsxSheet.h"
#include "tests/PlanFromJson.h"

#include <xlsxwriter.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;
using namespace Qt::StringLiterals;

namespace {

// Three phases with typed hours, so each cost is hours × cards × price:
//   prep  — CPU only, 20 h on one machine;
//   train — 8 A100 SXM in one machine, 100 h;
//   eval  — 1 A100 SXM, 10 h.
// Offers without minimums or billing steps, so nothing is rounded.
Plan threePhasePlan()
{
    return test::planFrom(
        R"([{"id": "a100x8", "provider": "Plan Cloud", "card": "a100-sxm-80g", "cards": 8, "mode": "on_demand", "price_per_card_hour": 20},
            {"id": "a100x1", "provider": "Plan Cloud", "card": "a100-sxm-80g", "cards": 1, "mode": "on_demand", "price_per_card_hour": 20},
            {"id": "cpu", "provider": "Plan Cloud", "card": "none", "mode": "on_demand", "price_per_hour": 2}])",
        R"([{"id": "prep", "name": "Prepare data", "kind": "data_prep", "card": "none", "hours": 20},
            {"id": "train", "name": "Train", "kind": "full_training", "card": "a100-sxm-80g", "cards": 8, "hours": 100},
            {"id": "eval", "name": "Evaluate", "kind": "evaluation", "card": "a100-sxm-80g", "cards": 1, "hours": 10}])",
        nullptr, R"({"start_date": "2027-01-04"})");
}

// A filled-in request as a spreadsheet saves it: the key row, the names row, one row per line with
// `answers` (line number → key → value) in its vendor columns.
QByteArray answeredCsv(const QList<BillLine>& lines, const QMap<int, QMap<QString, QString>>& answers)
{
    const QStringList keys = RfqCsv::lineKeys() + RfqCsv::vendorKeys();
    QByteArray out = RfqCsv::write({}, QStringLiteral("CNY")); // BOM, keys and names
    for (const BillLine& line : lines) {
        QStringList cells = RfqCsv::lineCells(line);
        for (const QString& key : RfqCsv::vendorKeys())
            cells.append(answers.value(line.number).value(key));
        out += cells.join(u',').toUtf8() + "\r\n";
    }
    return out;
}

int lineOf(const QList<BillLine>& lines, const QString& phase)
{
    for (const BillLine& l : lines) {
        if (l.phaseIds.contains(phase))
            return l.number;
    }
    return -1;
}

const RfqLineBids& bidsFor(const RfqAward& award, int line)
{
    for (const RfqLineBids& l : award.lines) {
        if (l.line == line)
            return l;
    }
    qFatal("no line %d", line);
}

} // namespace

class TestRfqAnswers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translation::install(QStringLiteral("en")); }
    void twoVendorsGiveASplitAward();
    void oneVendorCheaperEverywhereTakesAll();
    void badCellNamesRowLineAndColumn();
    void offeredCardThatCannotRunIsShownWithItsReason();
    void expiredOrLateAnswersAreNotAwarded();
    void requestForAnotherPlanIsRecognised();
    void numbersAndDatesAsSpreadsheetsWriteThem();
    void xlsxRequestReadsBack();
    void xlsxAnswerFromAnotherWriter();
    void xlsxNotesStateTheTerms();
    void notARequestIsRefused();
};

void TestRfqAnswers::twoVendorsGiveASplitAward()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    QCOMPARE(lines.size(), 3);
    const int prep = lineOf(lines, QStringLiteral("prep"));
    const int train = lineOf(lines, QStringLiteral("train"));
    const int eval = lineOf(lines, QStringLiteral("eval"));
    // Alpha: train 18, eval 25, CPU 3 per machine-hour. Beta: train 19, eval 12, CPU 2.5.
    const QByteArray alpha = answeredCsv(lines,
        { { prep, { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"3"_s } } },
            { train, { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"18"_s } } },
            { eval, { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"25"_s } } } });
    const QByteArray beta = answeredCsv(lines,
        { { prep, { { u"vendor"_s, u"Beta"_s }, { u"price_per_card_hour"_s, u"2.5"_s } } },
            { train, { { u"vendor"_s, u"Beta"_s }, { u"price_per_card_hour"_s, u"19"_s } } },
            { eval, { { u"vendor"_s, u"Beta"_s }, { u"price_per_card_hour"_s, u"12"_s } } } });
    RfqAnswers answers;
    RfqAnswerReader::read(SheetTable::fromCsv(alpha, QStringLiteral("alpha.csv")), lines, answers);
    RfqAnswerReader::read(SheetTable::fromCsv(beta, QStringLiteral("beta.csv")), lines, answers);
    QVERIFY(answers.problems.isEmpty());
    QCOMPARE(answers.answers.size(), 6);
    QCOMPARE(answers.unanswered, 0);
    QCOMPARE(answers.answers.first().quote.id, QStringLiteral("alpha-line%1").arg(lines.first().number));

    const RfqAward award = RfqAward::compare(plan, lines, answers, QDate(2026, 12, 1));
    // train: Alpha 100 h × 8 × 18 = 14,400; Beta 100 × 8 × 19 = 15,200.
    const RfqLineBids& t = bidsFor(award, train);
    QCOMPARE(t.bids.size(), 2);
    QCOMPARE(answers.answers.at(t.bids.at(0).answer).vendor, QStringLiteral("Alpha"));
    QCOMPARE(t.bids.at(0).cost, 14400.0);
    QCOMPARE(t.bids.at(1).cost, 15200.0);
    QCOMPARE(t.bids.at(0).hours, 100.0);
    // eval: Alpha 10 × 25 = 250; Beta 10 × 12 = 120.
    const RfqLineBids& e = bidsFor(award, eval);
    QCOMPARE(answers.answers.at(e.bids.at(e.awarded).answer).vendor, QStringLiteral("Beta"));
    QCOMPARE(e.bids.at(e.awarded).cost, 120.0);
    // prep (CPU, per machine-hour): Alpha 20 × 3 = 60; Beta 20 × 2.5 = 50.
    const RfqLineBids& p = bidsFor(award, prep);
    QCOMPARE(p.bids.at(p.awarded).cost, 50.0);
    // The split: 14,400 + 120 + 50 = 14,570. Alpha alone: 14,400 + 250 + 60 = 14,710; Beta alone
    // 15,200 + 120 + 50 = 15,370.
    QVERIFY(award.complete);
    QVERIFY(award.isSplit());
    QCOMPARE(award.cost, 14570.0);
    QCOMPARE(award.vendors.size(), 2);
    const RfqVendorTotal* single = award.bestSingleVendor();
    QVERIFY(single);
    QCOMPARE(single->vendor, QStringLiteral("Alpha"));
    QCOMPARE(single->cost, 14710.0);
    QCOMPARE(award.vendorTotals.at(1).cost, 15370.0);
}

void TestRfqAnswers::oneVendorCheaperEverywhereTakesAll()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    QMap<int, QMap<QString, QString>> cheap;
    QMap<int, QMap<QString, QString>> dear;
    for (const BillLine& l : lines) {
        cheap[l.number] = { { u"vendor"_s, u"Cheap"_s }, { u"price_per_card_hour"_s, u"1"_s } };
        dear[l.number] = { { u"vendor"_s, u"Dear"_s }, { u"price_per_card_hour"_s, u"2"_s } };
    }
    RfqAnswers answers;
    RfqAnswerReader::read(SheetTable::fromCsv(answeredCsv(lines, dear), QStringLiteral("d.csv")), lines, answers);
    RfqAnswerReader::read(SheetTable::fromCsv(answeredCsv(lines, cheap), QStringLiteral("c.csv")), lines, answers);
    const RfqAward award = RfqAward::compare(plan, lines, answers, QDate(2026, 12, 1));
    // 20 h × 1 + 100 × 8 × 1 + 10 × 1 × 1 = 830.
    QVERIFY(award.complete);
    QVERIFY(!award.isSplit());
    QCOMPARE(award.vendors, QStringList { QStringLiteral("Cheap") });
    QCOMPARE(award.cost, 830.0);
    QCOMPARE(award.bestSingleVendor()->cost, 830.0);
}

void TestRfqAnswers::badCellNamesRowLineAndColumn()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    const int train = lineOf(lines, QStringLiteral("train"));
    const QByteArray csv = answeredCsv(lines,
        { { train, { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"twelve"_s } } },
            { lineOf(lines, QStringLiteral("eval")),
                { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"12"_s } } } });
    RfqAnswers answers;
    RfqAnswerReader::read(SheetTable::fromCsv(csv, QStringLiteral("answered.csv")), lines, answers);
    // Row 1 keys, row 2 names, the train line is the row of its number + 2.
    QCOMPARE(answers.problems.size(), 1);
    QCOMPARE(answers.problems.first().toString(),
        QStringLiteral("answered.csv: row %1 (line %2), price_per_card_hour: 'twelve' is not a number")
            .arg(train + 2)
            .arg(train));
    QCOMPARE(answers.answers.size(), 1); // the good line is read; the CLI refuses the sheet as a whole
}

void TestRfqAnswers::offeredCardThatCannotRunIsShownWithItsReason()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    const int train = lineOf(lines, QStringLiteral("train"));
    // Four cards where the phase runs on eight, and an L4 for hours typed for the A100.
    const QByteArray csv = answeredCsv(lines,
        { { train,
            { { u"vendor"_s, u"Small"_s }, { u"offered_cards_per_machine"_s, u"4"_s },
                { u"price_per_card_hour"_s, u"5"_s } } } });
    const QByteArray other = answeredCsv(lines,
        { { train,
            { { u"vendor"_s, u"Other"_s }, { u"offered_card"_s, u"NVIDIA L4"_s },
                { u"price_per_card_hour"_s, u"1"_s } } } });
    RfqAnswers answers;
    RfqAnswerReader::read(SheetTable::fromCsv(csv, QStringLiteral("s.csv")), lines, answers);
    RfqAnswerReader::read(SheetTable::fromCsv(other, QStringLiteral("o.csv")), lines, answers);
    QVERIFY(answers.problems.isEmpty());
    QCOMPARE(answers.answers.at(1).quote.card, QStringLiteral("l4"));
    const RfqAward award = RfqAward::compare(plan, lines, answers, QDate(2026, 12, 1));
    const RfqLineBids& t = bidsFor(award, train);
    QCOMPARE(t.bids.size(), 2);
    QCOMPARE(t.awarded, -1);
    for (const RfqBid& bid : t.bids) {
        QVERIFY(!bid.serves());
        QVERIFY2(bid.problem.startsWith(QStringLiteral("Train: ")), qPrintable(bid.problem));
    }
    QVERIFY(!award.complete);
}

void TestRfqAnswers::expiredOrLateAnswersAreNotAwarded()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    const int eval = lineOf(lines, QStringLiteral("eval"));
    QVERIFY(lines.at(eval - 1).startDate.has_value());
    const QString start = lines.at(eval - 1).startDate->toString(Qt::ISODate);
    const QString dayAfter = lines.at(eval - 1).startDate->addDays(1).toString(Qt::ISODate);
    RfqAnswers answers;
    RfqAnswerReader::read(
        SheetTable::fromCsv(answeredCsv(lines,
                                { { eval,
                                    { { u"vendor"_s, u"Lapsed"_s }, { u"price_per_card_hour"_s, u"1"_s },
                                        { u"valid_until"_s, u"2026-11-30"_s } } } }),
            QStringLiteral("l.csv")),
        lines, answers);
    RfqAnswerReader::read(
        SheetTable::fromCsv(answeredCsv(lines,
                                { { eval,
                                    { { u"vendor"_s, u"Late"_s }, { u"price_per_card_hour"_s, u"2"_s },
                                        { u"available_from"_s, dayAfter } } } }),
            QStringLiteral("t.csv")),
        lines, answers);
    RfqAnswerReader::read(
        SheetTable::fromCsv(answeredCsv(lines,
                                { { eval,
                                    { { u"vendor"_s, u"OnTime"_s }, { u"price_per_card_hour"_s, u"30"_s },
                                        { u"available_from"_s, start } } } }),
            QStringLiteral("k.csv")),
        lines, answers);
    const RfqAward award = RfqAward::compare(plan, lines, answers, QDate(2026, 12, 1));
    const RfqLineBids& e = bidsFor(award, eval);
    QCOMPARE(e.awarded, 0);
    QCOMPARE(answers.answers.at(e.bids.at(0).answer).vendor, QStringLiteral("OnTime"));
    QCOMPARE(e.bids.at(0).cost, 300.0); // 10 h × 1 card × 30
    QCOMPARE(e.bids.at(1).problem, QStringLiteral("the quote expired on 2026-11-30"));
    QCOMPARE(
        e.bids.at(2).problem, QStringLiteral("available from %1, after the line starts on %2").arg(dayAfter, start));
}

void TestRfqAnswers::requestForAnotherPlanIsRecognised()
{
    const Plan plan = threePhasePlan();
    QList<BillLine> lines = BillOfQuantities::build(plan);
    QList<BillLine> other = lines;
    const int train = lineOf(lines, QStringLiteral("train"));
    other[train - 1].cardName = QStringLiteral("H100 80GB SXM"); // a request made for another plan
    const QByteArray csv
        = answeredCsv(other, { { train, { { u"vendor"_s, u"Alpha"_s }, { u"price_per_card_hour"_s, u"18"_s } } } });
    RfqAnswers answers;
    RfqAnswerReader::read(SheetTable::fromCsv(csv, QStringLiteral("a.csv")), lines, answers);
    QCOMPARE(answers.problems.size(), 1);
    QVERIFY2(
        answers.problems.first().toString().contains(
            QStringLiteral("card: 'H100 80GB SXM' is not the card of the plan's line %1 (A100 80GB SXM)").arg(train)),
        qPrintable(answers.problems.first().toString()));
    QVERIFY(answers.answers.isEmpty());
}

void TestRfqAnswers::numbersAndDatesAsSpreadsheetsWriteThem()
{
    QCOMPARE(RfqAnswerReader::number(QStringLiteral("12.5")), std::optional<double>(12.5));
    QCOMPARE(RfqAnswerReader::number(QStringLiteral("12,5")), std::optional<double>(12.5)); // a decimal comma
    QCOMPARE(RfqAnswerReader::number(QStringLiteral("1,234.5")), std::optional<double>(1234.5)); // grouping
    QCOMPARE(RfqAnswerReader::number(QStringLiteral(" 7 ")), std::optional<double>(7));
    QVERIFY(!RfqAnswerReader::number(QStringLiteral("twelve")));
    QVERIFY(!RfqAnswerReader::number(QStringLiteral("1,2,3")));
    QCOMPARE(RfqAnswerReader::date({ QStringLiteral("2027-01-01"), false }), QDate(2027, 1, 1));
    QCOMPARE(RfqAnswerReader::date({ QStringLiteral("2027/1/5"), false }), QDate(2027, 1, 5));
    // A spreadsheet day number: 2027-01-01 is 46,388 days after 1899-12-30.
    QCOMPARE(RfqAnswerReader::date({ QStringLiteral("46388"), true }), QDate(2027, 1, 1));
    QVERIFY(!RfqAnswerReader::date({ QStringLiteral("46388"), false }).isValid()); // text, not a date
}

void TestRfqAnswers::xlsxRequestReadsBack()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    const QByteArray bytes = RfqXlsx::write(lines, QStringLiteral("CNY"), {});
    QVERIFY(XlsxSheet::looksLikeXlsx(bytes));
    const SheetTable sheet = XlsxSheet::read(bytes, QStringLiteral("request.xlsx"));
    QCOMPARE(sheet.sheet, QStringLiteral("Request"));
    QCOMPARE(sheet.rows.size(), 2 + lines.size());
    QCOMPARE(sheet.rows.at(0).row, 1);
    const QStringList keys = RfqCsv::lineKeys() + RfqCsv::vendorKeys();
    for (qsizetype c = 0; c < keys.size(); ++c) {
        QCOMPARE(sheet.rows.at(0).cell(c), keys.at(c));
        QCOMPARE(sheet.rows.at(1).cell(c), RfqCsv::columnName(keys.at(c), QStringLiteral("CNY")));
    }
    // Each line's cells as the CSV holds them; numbers come back as numbers.
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringList cells = RfqCsv::lineCells(lines.at(i));
        for (qsizetype c = 0; c < cells.size(); ++c)
            QCOMPARE(sheet.rows.at(2 + i).cell(c), cells.at(c));
        QVERIFY(sheet.rows.at(2 + i).isNumber(0));
    }
    RfqAnswers answers;
    RfqAnswerReader::read(sheet, lines, answers);
    QCOMPARE(answers.unanswered, int(lines.size()));
    QVERIFY(answers.problems.isEmpty());
}

// An answer saved by a spreadsheet: written here with libxlsxwriter, the line number and prices as
// number cells, the validity as a date cell (a day number), the vendor's name a shared string.
void TestRfqAnswers::xlsxAnswerFromAnotherWriter()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    const int eval = lineOf(lines, QStringLiteral("eval"));
    QTemporaryDir dir;
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("answered.xlsx")));
    lxw_workbook* book = workbook_new(path.constData());
    lxw_worksheet* ws = workbook_add_worksheet(book, "Quote");
    const QStringList keys = RfqCsv::lineKeys() + RfqCsv::vendorKeys();
    std::vector<QByteArray> keep;
    for (qsizetype c = 0; c < keys.size(); ++c) {
        keep.push_back(keys.at(c).toUtf8());
        worksheet_write_string(ws, 0, lxw_col_t(c), keep.back().constData(), nullptr);
    }
    worksheet_write_string(ws, 1, 0, "Line", nullptr);
    worksheet_write_number(ws, 2, 0, eval, nullptr);
    worksheet_write_string(ws, 2, lxw_col_t(keys.indexOf(QStringLiteral("vendor"))), "供应商甲", nullptr);
    worksheet_write_number(ws, 2, lxw_col_t(keys.indexOf(QStringLiteral("price_per_card_hour"))), 14.5, nullptr);
    lxw_datetime until = { 2099, 12, 31, 0, 0, 0 };
    lxw_format* date = workbook_add_format(book);
    format_set_num_format(date, "yyyy-mm-dd");
    worksheet_write_datetime(ws, 2, lxw_col_t(keys.indexOf(QStringLiteral("valid_until"))), &until, date);
    QCOMPARE(workbook_close(book), LXW_NO_ERROR);

    QFile f(QFile::decodeName(path));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const SheetTable sheet = XlsxSheet::read(f.readAll(), QStringLiteral("answered.xlsx"));
    QCOMPARE(sheet.sheet, QStringLiteral("Quote"));
    RfqAnswers answers;
    RfqAnswerReader::read(sheet, lines, answers);
    QVERIFY2(answers.problems.isEmpty(), qPrintable(answers.problems.value(0).toString()));
    QCOMPARE(answers.answers.size(), 1);
    const RfqAnswer& a = answers.answers.first();
    QCOMPARE(a.vendor, QStringLiteral("供应商甲"));
    QCOMPARE(a.row, 3);
    QCOMPARE(a.line, eval);
    QCOMPARE(a.quote.validUntil, QDate(2099, 12, 31)); // day 73,050
    QCOMPARE(a.quote.offer.pricePerCardHour, 14.5);
    // 10 h × 1 card × 14.5 = 145.
    const RfqAward award = RfqAward::compare(plan, lines, answers, QDate(2026, 12, 1));
    QCOMPARE(bidsFor(award, eval).bids.first().cost, 145.0);
    QVERIFY(!award.complete); // the other two lines have no answer
}

// The sheet "How to answer" lists the buyer's procurement terms for the vendor to confirm, each as
// text (a leading "=" is not a formula); the line sheet and its columns stay as they were.
void TestRfqAnswers::xlsxNotesStateTheTerms()
{
    const QList<BillLine> lines = BillOfQuantities::build(threePhasePlan());
    ProcurementTerms terms;
    terms.taxIncluded = false;
    terms.taxRate = 0.06;
    terms.paymentTerms = QStringLiteral("=1+1, 30 days net");
    terms.quoteValidUntil = QDate(2027, 3, 31);
    const QByteArray bytes = RfqXlsx::write(lines, QStringLiteral("CNY"), terms);
    QCOMPARE(XlsxSheet::read(bytes, QStringLiteral("request.xlsx")).rows.at(0).cell(0), RfqCsv::lineKeys().at(0));
    const SheetTable notes = XlsxSheet::read(bytes, QStringLiteral("request.xlsx"), 1);
    QCOMPARE(notes.sheet, QStringLiteral("How to answer"));
    QStringList text;
    for (const SheetRow& row : notes.rows)
        text.append(row.cell(0));
    const qsizetype at = text.indexOf(QStringLiteral("Terms of this request: confirm each in your answer"));
    QVERIFY2(at > 0, qPrintable(text.join(u'\n')));
    QCOMPARE(text.mid(at + 1),
        (QStringList { QStringLiteral("Quote prices without tax; tax at 6 % is added on the invoice."),
            QStringLiteral("Payment on these terms: =1+1, 30 days net"),
            QStringLiteral("The quote stays valid until 2027-03-31 at least.") }));
    // No terms stated: no such heading.
    const SheetTable plain = XlsxSheet::read(RfqXlsx::write(lines, QStringLiteral("CNY"), {}), QStringLiteral("r"), 1);
    for (const SheetRow& row : plain.rows)
        QVERIFY(!row.cell(0).startsWith(QStringLiteral("Terms of this request")));
}

void TestRfqAnswers::notARequestIsRefused()
{
    const Plan plan = threePhasePlan();
    const QList<BillLine> lines = BillOfQuantities::build(plan);
    RfqAnswers answers;
    try {
        RfqAnswerReader::read(
            SheetTable::fromCsv("id,provider,card\nq1,X,a100-sxm-80g\n", QStringLiteral("quotes.csv")), lines, answers);
        QFAIL("a quote sheet is not an answered request");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, QStringLiteral("quotes.csv"));
        QVERIFY(e.error().message.contains(QStringLiteral("column keys")));
    }
    try {
        XlsxSheet::read("PK\x03\x04 not really a zip", QStringLiteral("broken.xlsx"));
        QFAIL("a damaged workbook is refused");
    } catch (const InputException& e) {
        QCOMPARE(e.error().file, QStringLiteral("broken.xlsx"));
    }
}

QTEST_GUILESS_MAIN(TestRfqAnswers)
#include "tst_rfqanswers.moc"

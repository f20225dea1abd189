#include "models/procurement/RfqXlsx.h"

#include "models/common/InputError.h"
#include "models/plan/BillingMode.h"
#include "models/procurement/ProcurementTermsText.h"
#include "models/procurement/RfqCsv.h"

#include <xlsxwriter.h>

#include <QFile>
#include <QTemporaryDir>

#include <vector>

namespace rp {

namespace {

// Line columns holding numbers are written as numbers, so a spreadsheet can add them up.
bool isNumberColumn(const QString& key)
{
    static const QStringList keys = { QStringLiteral("line"), QStringLiteral("memory_mib"),
        QStringLiteral("cards_per_machine"), QStringLiteral("machines"), QStringLiteral("cpu_cores"),
        QStringLiteral("ram_gb"), QStringLiteral("nvme_gb"), QStringLiteral("hours"), QStringLiteral("storage_gb") };
    return keys.contains(key);
}

// Column widths in characters: wide enough for the header's words to wrap on two or three lines.
double widthOf(const QString& key)
{
    if (key == u"phases" || key == u"substitutes" || key == u"notes" || key == u"cancellation_terms")
        return 32;
    if (key == u"smi_name" || key == u"offered_card" || key == u"card" || key == u"vendor")
        return 24;
    return 14;
}

// Keeps the UTF-8 bytes of every string alive until the workbook is closed.
class Strings {
public:
    const char* operator()(const QString& text)
    {
        m_bytes.push_back(text.toUtf8());
        return m_bytes.back().constData();
    }

private:
    std::vector<QByteArray> m_bytes;
};

} // namespace

QString RfqXlsx::sheetName()
{
    return tr("Request");
}

QByteArray RfqXlsx::write(const QList<BillLine>& lines, const QString& currency, const ProcurementTerms& terms)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        throw InputException(
            { {}, {}, tr("cannot create a temporary folder for the workbook: %1").arg(dir.errorString()) });
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("request.xlsx")));
    const QByteArray tmp = QFile::encodeName(dir.path());
    lxw_workbook_options options {};
    options.tmpdir = const_cast<char*>(tmp.constData());
    lxw_workbook* book = workbook_new_opt(path.constData(), &options);
    if (!book)
        throw InputException({ {}, {}, tr("cannot start the workbook") });
    Strings s;

    lxw_format* keyFormat = workbook_add_format(book);
    format_set_font_color(keyFormat, LXW_COLOR_GRAY);
    lxw_format* header = workbook_add_format(book);
    format_set_bold(header);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    format_set_bottom(header, LXW_BORDER_THIN);
    lxw_format* vendorHeader = workbook_add_format(book);
    format_set_bold(vendorHeader);
    format_set_text_wrap(vendorHeader);
    format_set_align(vendorHeader, LXW_ALIGN_VERTICAL_TOP);
    format_set_bottom(vendorHeader, LXW_BORDER_THIN);
    format_set_bg_color(vendorHeader, 0xFFE699);
    lxw_format* lineCell = workbook_add_format(book);
    format_set_text_wrap(lineCell);
    format_set_align(lineCell, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* vendorCell = workbook_add_format(book);
    format_set_unlocked(vendorCell);
    format_set_bg_color(vendorCell, 0xFFF2CC);
    format_set_border(vendorCell, LXW_BORDER_HAIR);
    format_set_align(vendorCell, LXW_ALIGN_VERTICAL_TOP);

    lxw_worksheet* sheet = workbook_add_worksheet(book, s(sheetName()));
    const QStringList lineKeys = RfqCsv::lineKeys();
    const QStringList vendorKeys = RfqCsv::vendorKeys();
    const QStringList keys = lineKeys + vendorKeys;
    lxw_row_col_options hidden {};
    hidden.hidden = 1;
    worksheet_set_row_opt(sheet, 0, LXW_DEF_ROW_HEIGHT, nullptr, &hidden);
    worksheet_set_row(sheet, 1, 60, nullptr);
    for (qsizetype c = 0; c < keys.size(); ++c) {
        const QString& key = keys.at(c);
        const bool vendor = c >= lineKeys.size();
        worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), widthOf(key), vendor ? vendorCell : nullptr);
        worksheet_write_string(sheet, 0, lxw_col_t(c), s(key), keyFormat);
        worksheet_write_string(
            sheet, 1, lxw_col_t(c), s(RfqCsv::columnName(key, currency)), vendor ? vendorHeader : header);
    }
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const lxw_row_t row = lxw_row_t(i + 2);
        const QStringList cells = RfqCsv::lineCells(lines.at(i));
        for (qsizetype c = 0; c < cells.size(); ++c) {
            bool ok = false;
            const double v = cells.at(c).toDouble(&ok);
            if (isNumberColumn(lineKeys.at(c)) && ok)
                worksheet_write_number(sheet, row, lxw_col_t(c), v, lineCell);
            else if (!cells.at(c).isEmpty())
                worksheet_write_string(sheet, row, lxw_col_t(c), s(cells.at(c)), lineCell);
        }
        for (qsizetype c = 0; c < vendorKeys.size(); ++c)
            worksheet_write_blank(sheet, row, lxw_col_t(lineKeys.size() + c), vendorCell);
    }
    // Drop-down lists where the answer is one of a few words.
    const lxw_row_t lastRow = lxw_row_t(std::max<qsizetype>(2, lines.size() + 1));
    auto list = [&](const QString& key, const QStringList& words) {
        std::vector<char*> values;
        for (const QString& w : words)
            values.push_back(const_cast<char*>(s(w)));
        values.push_back(nullptr);
        lxw_data_validation v {};
        v.validate = LXW_VALIDATION_TYPE_LIST;
        v.value_list = values.data();
        const lxw_col_t c = lxw_col_t(keys.indexOf(key));
        worksheet_data_validation_range(sheet, 2, c, lastRow, c, &v);
    };
    list(QStringLiteral("offered_billing_mode"), BillingModes::keys());
    list(QStringLiteral("offered_interconnect"),
        { QStringLiteral("nvlink"), QStringLiteral("pcie"), QStringLiteral("none") });
    worksheet_freeze_panes(sheet, 2, 1);
    lxw_protection protection {};
    protection.format_columns = 1;
    protection.format_rows = 1;
    worksheet_protect(sheet, nullptr, &protection);

    // How to fill it in.
    lxw_worksheet* notes = workbook_add_worksheet(book, s(tr("How to answer")));
    worksheet_set_column(notes, 0, 0, 110, nullptr);
    lxw_format* wrap = workbook_add_format(book);
    format_set_text_wrap(wrap);
    const QStringList text = {
        tr("How to answer this request for quotation"),
        tr("Each row of the sheet \"%1\" is one line of the order: the machines wanted, for which phases of "
           "the project, when and for how many billed hours.")
            .arg(sheetName()),
        tr("Fill in the shaded columns of every line you can offer; leave a line you do not offer empty. "
           "The other columns are locked so that the request stays as it was sent."),
        tr("Offered card: write the card's name as nvidia-smi prints it (for example NVIDIA A100-SXM4-80GB). "
           "Left empty, the card asked for is offered. A card listed under acceptable substitutes may be "
           "offered instead."),
        tr("Offered billing mode: on_demand, weekly, monthly, yearly or spot (a list is offered in the cell). "
           "Give price_per_card_hour for on_demand and spot, and price_per_card_period for the others; prices "
           "in %1, per card (per machine for a CPU machine).")
            .arg(currency),
        tr("Link between cards: nvlink, pcie or none. Dates as YYYY-MM-DD. Numbers without units."),
        tr("Keep the hidden first row: it holds the column keys that RentPlan reads the answer by."),
    };
    for (qsizetype i = 0; i < text.size(); ++i)
        worksheet_write_string(notes, lxw_row_t(i), 0, s(text.at(i)), i == 0 ? header : wrap);
    // The buyer's terms, each a string cell: text that starts with "=" stays text, never a formula.
    const QList<TermText> stated = ProcurementTermsText::stated(terms);
    if (!stated.isEmpty()) {
        lxw_row_t row = lxw_row_t(text.size() + 1);
        worksheet_write_string(notes, row++, 0, s(tr("Terms of this request: confirm each in your answer")), header);
        for (const TermText& t : stated)
            worksheet_write_string(notes, row++, 0, s(t.ask), wrap);
    }

    const lxw_error closed = workbook_close(book);
    if (closed != LXW_NO_ERROR)
        throw InputException(
            { {}, {}, tr("cannot write the workbook: %1").arg(QString::fromUtf8(lxw_strerror(closed))) });
    QFile file(QFile::decodeName(path));
    if (!file.open(QIODevice::ReadOnly))
        throw InputException({ {}, {}, tr("cannot read back the workbook: %1").arg(file.errorString()) });
    return file.readAll();
}

} // namespace rp

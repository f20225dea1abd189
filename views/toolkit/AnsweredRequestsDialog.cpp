#include "views/toolkit/AnsweredRequestsDialog.h"

#include "models/cost/Money.h"
#include "models/procurement/RfqAwardText.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rp {

namespace {

enum Column { Vendor, Card, Machines, Hours, Cost, Note, ColumnCount };

} // namespace

AnsweredRequestsDialog::AnsweredRequestsDialog(const QList<BillLine>& lines, const RfqAnswers& answers,
    const RfqAward& award, const QString& currency, QWidget* parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
    , m_add(new QPushButton(this))
{
    setObjectName(QStringLiteral("answeredRequests"));
    setWindowTitle(tr("Answered requests for quotation"));
    m_tree->setObjectName(QStringLiteral("answeredLines"));
    m_summary->setObjectName(QStringLiteral("awardSummary"));
    m_add->setObjectName(QStringLiteral("addAwardedQuotes"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels(
        { tr("Vendor"), tr("Card"), tr("Machines"), tr("Hours"), tr("Cost to finish"), tr("Note") });
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    for (int c : { Hours, Cost })
        m_tree->headerItem()->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);

    for (qsizetype i = 0; i < award.lines.size(); ++i) {
        const RfqLineBids& l = award.lines.at(i);
        auto* lineItem = new QTreeWidgetItem(m_tree);
        lineItem->setFirstColumnSpanned(true);
        lineItem->setText(Vendor, RfqAwardText::line(lines.at(i)));
        QFont bold = lineItem->font(Vendor);
        bold.setBold(true);
        lineItem->setFont(Vendor, bold);
        if (l.bids.isEmpty()) {
            auto* none = new QTreeWidgetItem(lineItem);
            none->setFirstColumnSpanned(true);
            none->setText(Vendor, tr("No answer"));
        }
        for (qsizetype b = 0; b < l.bids.size(); ++b) {
            const RfqBid& bid = l.bids.at(b);
            const RfqAnswer& a = answers.answers.at(bid.answer);
            auto* item = new QTreeWidgetItem(lineItem);
            item->setText(Vendor, b == l.awarded ? tr("%1 (awarded)").arg(a.vendor) : a.vendor);
            item->setText(Card, RfqAwardText::card(a));
            item->setText(Machines, RfqAwardText::machines(a));
            if (bid.serves()) {
                item->setText(Hours, money::formatHours(bid.hours));
                item->setText(Cost, money::format(bid.cost, currency));
                item->setText(Note, bid.notes.join(QStringLiteral("; ")));
            } else {
                item->setText(Note, tr("Cannot serve: %1").arg(bid.problem));
                item->setForeground(Note, palette().brush(QPalette::Disabled, QPalette::Text));
            }
            item->setToolTip(Note, item->text(Note));
            item->setToolTip(Vendor,
                a.sheet.isEmpty() ? tr("%1, row %2").arg(a.file).arg(a.row)
                                  : tr("%1, sheet %2, row %3").arg(a.file, a.sheet).arg(a.row));
            for (int c : { Hours, Cost })
                item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
            if (b == l.awarded) {
                for (int c = 0; c < ColumnCount; ++c) {
                    QFont f = item->font(c);
                    f.setBold(true);
                    item->setFont(c, f);
                }
            }
        }
    }
    m_tree->expandAll();
    for (int c = Vendor; c < Note; ++c)
        m_tree->resizeColumnToContents(c);

    QStringList summary = { RfqAwardText::counts(answers) };
    summary += RfqAwardText::summary(award, answers, currency);
    m_summary->setText(summary.join(u'\n'));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    const int awarded = int(award.awardedQuotes(answers).size());
    m_add->setText(tr("Add %n awarded quote(s) to the plan", nullptr, awarded));
    m_add->setToolTip(tr("The awarded answers become quotes of the plan: compare them on the Quotes tab and check "
                         "the delivered machines against them under Delivery acceptance."));
    m_add->setEnabled(awarded > 0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_add, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(1000, 560);
}

} // namespace rp

#pragma once

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace rp {

class FlowLayout;

// The key under a Billing chart. Each line is one entry, its sample drawn as the line is (colour,
// dash, weight) before its name, with the number of the point marked on it: entries flow onto as
// many rows as the width needs and each stays whole (never split between rows, never elided, never
// scrolled away). Below them the marked points that belong to no single line (a crossing of two),
// one row each, in a box that shows whole rows and scrolls when there are more than a few.
class ChartKey : public QWidget {
    Q_OBJECT

public:
    struct Line {
        QString color; // "#4e79a7"
        bool dashed = false;
        bool bold = false;
        QString numbers; // the marked points on it: "①", or empty
        QString name;
        QString note; // after the name in italics: "(above the chart: from …)"
        QString tip; // the marked point's sentence, shown on hover
    };
    struct Row {
        QString number;
        QString text;
    };

    // Rows of points shown at once; more scroll.
    static constexpr int kVisibleRows = 4;

    explicit ChartKey(QWidget* parent = nullptr);

    void setContent(const QList<Line>& lines, const QList<Row>& rows);
    // No lines: one sentence that says what to do instead.
    void showMessage(const QString& text);

    // Everything the key says, as plain text: one line per entry and per row.
    QString text() const;
    // The label of each line's entry, in the key's order (tests check that each is whole).
    QList<QLabel*> lineLabels() const
    {
        ensureLabels();
        return m_lineLabels;
    }
    // The labels of the rows of points.
    QList<QLabel*> rowLabels() const
    {
        ensureLabels();
        return m_rowLabels;
    }
    // The box of point rows: it shows whole rows, and scrolls when there are more than kVisibleRows.
    QScrollArea* rowArea() const { return m_rowArea; }

    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // The gap between the entries and the rows of points.
    static constexpr int kGap = 2;
    // The rows' box: as high as its first kVisibleRows rows at `width`.
    int rowsHeight(int width) const;
    // Places the entries, the message and the rows' box at the key's width.
    void place();
    // The labels of the content set last, made when the key is first shown (or asked for them).
    void buildLabels();
    void ensureLabels() const;

    QWidget* m_lines = nullptr;
    FlowLayout* m_flow = nullptr;
    QLabel* m_message = nullptr;
    QScrollArea* m_rowArea = nullptr;
    QVBoxLayout* m_rowLayout = nullptr;
    QList<QLabel*> m_lineLabels;
    QList<QLabel*> m_rowLabels;
    QString m_plain;
    QList<Line> m_pendingLines;
    QList<Row> m_pendingRows;
    bool m_pending = false;
};

} // namespace rp

#pragma once

#include <QLabel>

namespace rp {

// One entry of a chart key: rich text that asks for its whole width on one line (its size hint), and
// wraps inside its own box only when given less (a key narrower than the entry). A flow layout then
// moves it to a row of its own, whole, rather than splitting it.
class KeyEntryLabel : public QLabel {
    Q_OBJECT

public:
    explicit KeyEntryLabel(const QString& html, QWidget* parent = nullptr);

    QSize sizeHint() const override { return m_oneLine; }

protected:
    bool event(QEvent* event) override;

private:
    // Measures the entry on one line, in the font it is drawn in (known once polished).
    void measure();

    QSize m_oneLine;
};

} // namespace rp

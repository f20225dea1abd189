#pragma once

#include <QDoubleSpinBox>

namespace rp {

// A count of tokens, shown and typed the way people write it ("6 billion", "60亿", "6e9", "600M";
// models/common/TokenCount): "6,000.000 million" read badly. The value is the count itself.
// Arrow keys step by a tenth of the leading digit's unit (6 billion → 6.1 billion).
class TokenSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit TokenSpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
};

} // namespace rp

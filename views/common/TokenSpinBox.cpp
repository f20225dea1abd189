#include "views/common/TokenSpinBox.h"

#include "models/common/TokenCount.h"

namespace rp {

TokenSpinBox::TokenSpinBox(QWidget* parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0); // whole tokens
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
}

QString TokenSpinBox::textFromValue(double value) const
{
    return token_count::format(value);
}

double TokenSpinBox::valueFromText(const QString& text) const
{
    return token_count::parse(text).value_or(value());
}

QValidator::State TokenSpinBox::validate(QString& text, int&) const
{
    const std::optional<double> count = token_count::parse(text);
    if (count && *count >= minimum() && *count <= maximum())
        return QValidator::Acceptable;
    // While typing, "6 bil" or "1.2e" is on its way to a count; anything may be, short of
    // characters no count contains.
    for (const QChar c : text) {
        if (!(c.isLetterOrNumber() || c.isSpace() || c == u'.' || c == u',' || c == u'+' || c == u'-'))
            return QValidator::Invalid;
    }
    return QValidator::Intermediate;
}

} // namespace rp

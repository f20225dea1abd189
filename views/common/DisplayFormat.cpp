#include "views/common/DisplayFormat.h"

#include "models/catalog/CardCatalog.h"

#include <QLocale>

namespace rp::display {

QString month(const QDate& anyDayOfMonth)
{
    const QLocale locale;
    if (locale.language() == QLocale::Chinese)
        return locale.toString(anyDayOfMonth, QStringLiteral("yyyy年M月"));
    return anyDayOfMonth.toString(QStringLiteral("yyyy-MM"));
}

QString cardName(const QString& cardId)
{
    const Card* card = CardCatalog::builtIn().find(cardId);
    return card ? card->name : cardId;
}

QString amount(double value, const QString& currency, int decimals)
{
    const QString number = QLocale().toString(value, 'f', decimals);
    return currency.isEmpty() ? number : number + u'\u00A0' + currency;
}

} // namespace rp::display

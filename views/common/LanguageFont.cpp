#include "views/common/LanguageFont.h"

#include <QApplication>
#include <QFontDatabase>

#include <optional>

namespace rp::language_font {

namespace {

const QString kChineseFamily = QStringLiteral("Noto Sans CJK SC");

} // namespace

void apply(const QString& language)
{
    static std::optional<QFont> startFont; // the platform's default, before any language changed it
    if (!startFont)
        startFont = QApplication::font();
    QFont font = *startFont;
    if (language.startsWith(QLatin1String("zh")) && QFontDatabase::hasFamily(kChineseFamily))
        font.setFamily(kChineseFamily); // what it lacks, fontconfig's fallback still finds
    if (QApplication::font() != font)
        QApplication::setFont(font);
}

} // namespace rp::language_font

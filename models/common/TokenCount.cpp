#include "models/common/TokenCount.h"

#include <QLocale>

#include <array>
#include <cmath>
#include <span>

namespace rp::token_count {

namespace {

struct Scale {
    double factor;
    const char16_t* word;
};

// English counts in thousands (short scale); Chinese in 万 (10^4), 亿 (10^8) and 万亿 (10^12), the
// way Chinese texts write "60亿 tokens" for six billion. Largest first.
constexpr std::array kEnglish { Scale { 1e12, u" trillion" }, Scale { 1e9, u" billion" }, Scale { 1e6, u" million" },
    Scale { 1e3, u" thousand" } };
constexpr std::array kChinese { Scale { 1e12, u"万亿" }, Scale { 1e8, u"亿" }, Scale { 1e4, u"万" } };

// Every word parse() accepts, longest first where one ends another ("万亿" before "亿").
struct Word {
    const char16_t* text;
    double factor;
};
constexpr std::array kWords { Word { u"trillions", 1e12 }, Word { u"trillion", 1e12 }, Word { u"billions", 1e9 },
    Word { u"billion", 1e9 }, Word { u"millions", 1e6 }, Word { u"million", 1e6 }, Word { u"thousands", 1e3 },
    Word { u"thousand", 1e3 }, Word { u"万亿", 1e12 }, Word { u"十亿", 1e9 }, Word { u"百万", 1e6 },
    Word { u"亿", 1e8 }, Word { u"万", 1e4 }, Word { u"千", 1e3 }, Word { u"t", 1e12 }, Word { u"b", 1e9 },
    Word { u"g", 1e9 }, Word { u"m", 1e6 }, Word { u"k", 1e3 } };

QString number(double value)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    // 'g' with 7 significant digits: no exponent below 10^7, and no trailing zeros.
    return locale.toString(value, 'g', 7);
}

std::optional<double> plainNumber(const QString& text)
{
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok); // "6,000,000" and "6e9" in any language
    if (!ok) {
        QString bare = text;
        bare.remove(u',');
        value = QLocale::c().toDouble(bare, &ok);
    }
    return ok ? std::optional<double>(value) : std::nullopt;
}

} // namespace

QString format(double tokens)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const auto scales = chinese ? std::span<const Scale>(kChinese) : std::span<const Scale>(kEnglish);
    for (const Scale& scale : scales) {
        // Rounded as shown: 999,999,999.6 reads "1 billion", not "1000 million".
        if (std::abs(tokens) >= scale.factor * (1 - 5e-8))
            return number(tokens / scale.factor) + QString::fromUtf16(scale.word);
    }
    return QLocale().toString(std::round(tokens), 'f', 0);
}

std::optional<double> parse(const QString& text)
{
    const QString t = text.trimmed().toLower();
    double factor = 1;
    QString digits = t;
    for (const Word& word : kWords) {
        const QString w = QString::fromUtf16(word.text);
        if (t.endsWith(w)) {
            factor = word.factor;
            digits = t.chopped(w.size()).trimmed();
            break;
        }
    }
    const std::optional<double> value = plainNumber(digits);
    if (!value || !std::isfinite(*value) || *value < 0)
        return std::nullopt;
    return *value * factor;
}

} // namespace rp::token_count

#pragma once

#include <QString>

#include <optional>

namespace rp::token_count {

// A token count as a person writes it in the current language (QLocale()): "6 billion",
// "1.5 million", "950" in English; "60亿", "150万", "1.2万亿" in Chinese, which counts in
// ten-thousands (万) and hundred-millions (亿). Up to seven significant digits, trailing zeros
// dropped, so that reading the text back gives the count to within a millionth.
QString format(double tokens);

// Reads what format() writes in either language, and what people type besides: a plain number
// ("6000000000", "6,000,000,000"), scientific notation ("6e9"), a short scale letter ("6B",
// "600M", "5k", "1.2T"), the English words with or without a plural s, and 千/万/亿/百万/十亿/万亿.
// Nothing for text that is not a count of tokens, or a negative one.
std::optional<double> parse(const QString& text);

} // namespace rp::token_count

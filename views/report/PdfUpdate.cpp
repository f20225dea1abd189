#include "report/PdfUpdate.h"

#include <QRegularExpression>
#include <QtEndian>

namespace rp {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

} // namespace

QByteArray PdfUpdate::Ref::text() const
{
    return QByteArray::number(number) + ' ' + QByteArray::number(generation) + " R";
}

std::optional<QByteArray> PdfUpdate::dictionaryAt(const QByteArray& data, qsizetype from)
{
    const qsizetype start = data.indexOf("<<", from);
    if (start < 0)
        return std::nullopt;
    int depth = 0;
    for (qsizetype i = start; i + 1 < data.size(); ++i) {
        if (data.at(i) == '<' && data.at(i + 1) == '<') {
            ++depth;
            ++i;
        } else if (data.at(i) == '>' && data.at(i + 1) == '>') {
            if (--depth == 0)
                return data.mid(start, i + 2 - start);
            ++i;
        }
    }
    return std::nullopt;
}

std::optional<PdfUpdate::Ref> PdfUpdate::reference(const QByteArray& dictionary, const char* key)
{
    const QRegularExpression re(QStringLiteral("/%1\\s*(\\d+)\\s+(\\d+)\\s+R").arg(QLatin1String(key)));
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(dictionary));
    if (!m.hasMatch())
        return std::nullopt;
    return Ref { m.captured(1).toInt(), m.captured(2).toInt() };
}

PdfUpdate::PdfUpdate(const QByteArray& pdf)
    : m_pdf(pdf)
{
    const qsizetype startxref = pdf.lastIndexOf("startxref");
    if (startxref < 0) {
        m_error = tr("the PDF has no cross-reference table");
        return;
    }
    qsizetype pos = startxref + 9;
    while (pos < pdf.size() && isSpace(pdf.at(pos)))
        ++pos;
    qsizetype end = pos;
    while (end < pdf.size() && pdf.at(end) >= '0' && pdf.at(end) <= '9')
        ++end;
    m_previousXref = pdf.mid(pos, end - pos).toLongLong();

    // The classic table QPdfWriter writes: "xref", subsections "first count", 20-byte entries, "trailer".
    if (!pdf.mid(m_previousXref, 4).startsWith("xref")) {
        m_error = tr("the PDF's cross-reference table could not be read");
        return;
    }
    pos = m_previousXref + 4;
    auto token = [&]() {
        while (pos < pdf.size() && isSpace(pdf.at(pos)))
            ++pos;
        const qsizetype begin = pos;
        while (pos < pdf.size() && !isSpace(pdf.at(pos)))
            ++pos;
        return pdf.mid(begin, pos - begin);
    };
    for (;;) {
        const QByteArray first = token();
        if (first.startsWith("trailer"))
            break;
        bool ok1 = false;
        bool ok2 = false;
        const int start = first.toInt(&ok1);
        const int count = token().toInt(&ok2);
        if (!ok1 || !ok2 || count < 0) {
            m_error = tr("the PDF's cross-reference table could not be read");
            return;
        }
        for (int i = 0; i < count; ++i) {
            const qsizetype offset = token().toLongLong();
            token(); // generation
            if (token() == "n")
                m_offsets.insert(start + i, offset);
        }
    }
    const std::optional<QByteArray> trailer = dictionaryAt(pdf, pos);
    static const QRegularExpression sizeRe(QStringLiteral("/Size\\s+(\\d+)"));
    const QRegularExpressionMatch size = trailer ? sizeRe.match(QString::fromLatin1(*trailer)) : QRegularExpressionMatch();
    const std::optional<Ref> root = trailer ? reference(*trailer, "Root") : std::nullopt;
    if (!size.hasMatch() || !root || dictionary(root->number).isEmpty()) {
        m_error = tr("the PDF's trailer names no catalog");
        return;
    }
    m_trailer = *trailer;
    m_root = *root;
    m_nextNumber = size.captured(1).toInt();
}

QByteArray PdfUpdate::dictionary(int number) const
{
    const auto it = m_offsets.constFind(number);
    if (it == m_offsets.cend())
        return {};
    return dictionaryAt(m_pdf, *it).value_or(QByteArray());
}

std::optional<QByteArray> PdfUpdate::streamData(int number) const
{
    const auto it = m_offsets.constFind(number);
    if (it == m_offsets.cend())
        return std::nullopt;
    const std::optional<QByteArray> dict = dictionaryAt(m_pdf, *it);
    if (!dict)
        return std::nullopt;
    qsizetype start = m_pdf.indexOf("stream", m_pdf.indexOf(*dict, *it) + dict->size());
    if (start < 0)
        return std::nullopt;
    start += 6;
    if (m_pdf.mid(start, 2) == "\r\n")
        start += 2;
    else if (m_pdf.mid(start, 1) == "\n")
        start += 1;
    // /Length is a number, or a reference to an object holding one.
    qsizetype length = -1;
    if (const std::optional<Ref> ref = reference(*dict, "Length")) {
        const auto at = m_offsets.constFind(ref->number);
        if (at != m_offsets.cend()) {
            static const QRegularExpression value(QStringLiteral("^\\s*\\d+\\s+\\d+\\s+obj\\s+(\\d+)"));
            const QRegularExpressionMatch m = value.match(QString::fromLatin1(m_pdf.mid(*at, 64)));
            if (m.hasMatch())
                length = m.captured(1).toLongLong();
        }
    } else {
        static const QRegularExpression direct(QStringLiteral("/Length\\s+(\\d+)"));
        const QRegularExpressionMatch m = direct.match(QString::fromLatin1(*dict));
        if (m.hasMatch())
            length = m.captured(1).toLongLong();
    }
    if (length < 0 || start + length > m_pdf.size())
        return std::nullopt;
    const QByteArray data = m_pdf.mid(start, length);
    if (!dict->contains("/FlateDecode"))
        return data;
    // qUncompress wants the expected size first (big-endian); it grows the buffer when that is short.
    QByteArray framed(4, '\0');
    qToBigEndian<quint32>(quint32(std::min<qsizetype>(data.size() * 8, 64 * 1024 * 1024)), framed.data());
    const QByteArray inflated = qUncompress(framed + data);
    if (inflated.isEmpty() && !data.isEmpty())
        return std::nullopt;
    return inflated;
}

void PdfUpdate::appendTo(QByteArray& pdf) const
{
    if (!pdf.endsWith('\n'))
        pdf.append('\n');
    QMap<int, qsizetype> offsets;
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it) {
        offsets.insert(it.key(), pdf.size());
        pdf.append(QByteArray::number(it.key()) + " 0 obj\n" + *it + "\nendobj\n");
    }
    const qsizetype xref = pdf.size();
    pdf.append("xref\n");
    // Consecutive objects form one subsection each.
    for (auto it = offsets.cbegin(); it != offsets.cend();) {
        auto last = it;
        int count = 1;
        while (std::next(last) != offsets.cend() && std::next(last).key() == last.key() + 1) {
            ++last;
            ++count;
        }
        pdf.append(QByteArray::number(it.key()) + ' ' + QByteArray::number(count) + '\n');
        for (int i = 0; i < count; ++i, ++it)
            pdf.append(QByteArray::number(*it).rightJustified(10, '0') + " 00000 n \n");
    }
    QByteArray trailer = "<< /Size " + QByteArray::number(m_nextNumber) + " /Root " + m_root.text();
    if (const std::optional<Ref> info = reference(m_trailer, "Info"))
        trailer += " /Info " + info->text();
    static const QRegularExpression idRe(QStringLiteral("/ID\\s*(\\[[^\\]]*\\])"));
    const QRegularExpressionMatch id = idRe.match(QString::fromLatin1(m_trailer));
    if (id.hasMatch())
        trailer += " /ID " + id.captured(1).toLatin1();
    trailer += " /Prev " + QByteArray::number(m_previousXref) + " >>";
    pdf.append("trailer\n" + trailer + "\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n");
}

} // namespace rp

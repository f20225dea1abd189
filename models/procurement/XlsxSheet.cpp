#include "models/procurement/XlsxSheet.h"

#include <unzip.h>

#include <QXmlStreamReader>

#include <cstring>

namespace rp {

namespace {

// minizip reads the container from memory through these callbacks (minizip's ioapi.h): the bytes
// were read once, bounded, by input_file::read.
struct Memory {
    const QByteArray* bytes = nullptr;
    ZPOS64_T at = 0;
};

voidpf ZCALLBACK memOpen(voidpf opaque, const void*, int)
{
    static_cast<Memory*>(opaque)->at = 0;
    return opaque;
}
uLong ZCALLBACK memRead(voidpf, voidpf stream, void* buffer, uLong size)
{
    auto* m = static_cast<Memory*>(stream);
    const ZPOS64_T total = ZPOS64_T(m->bytes->size());
    const uLong n = m->at >= total ? 0 : uLong(std::min<ZPOS64_T>(size, total - m->at));
    std::memcpy(buffer, m->bytes->constData() + m->at, n);
    m->at += n;
    return n;
}
uLong ZCALLBACK memWrite(voidpf, voidpf, const void*, uLong)
{
    return 0;
}
ZPOS64_T ZCALLBACK memTell(voidpf, voidpf stream)
{
    return static_cast<Memory*>(stream)->at;
}
long ZCALLBACK memSeek(voidpf, voidpf stream, ZPOS64_T offset, int origin)
{
    auto* m = static_cast<Memory*>(stream);
    const ZPOS64_T total = ZPOS64_T(m->bytes->size());
    ZPOS64_T base = 0;
    if (origin == ZLIB_FILEFUNC_SEEK_CUR)
        base = m->at;
    else if (origin == ZLIB_FILEFUNC_SEEK_END)
        base = total;
    if (base + offset > total)
        return -1;
    m->at = base + offset;
    return 0;
}
int ZCALLBACK memClose(voidpf, voidpf)
{
    return 0;
}
int ZCALLBACK memError(voidpf, voidpf)
{
    return 0;
}

// The zip container, open for reading; closed when it goes.
class Zip {
public:
    explicit Zip(const QByteArray& bytes)
    {
        m_memory.bytes = &bytes;
        zlib_filefunc64_def io {};
        io.zopen64_file = memOpen;
        io.zread_file = memRead;
        io.zwrite_file = memWrite;
        io.ztell64_file = memTell;
        io.zseek64_file = memSeek;
        io.zclose_file = memClose;
        io.zerror_file = memError;
        io.opaque = &m_memory;
        m_zip = unzOpen2_64("", &io);
    }
    ~Zip()
    {
        if (m_zip)
            unzClose(m_zip);
    }
    Zip(const Zip&) = delete;
    Zip& operator=(const Zip&) = delete;
    bool isOpen() const { return m_zip != nullptr; }
    unzFile handle() const { return m_zip; }

private:
    Memory m_memory;
    unzFile m_zip = nullptr;
};

// One part of the package, at most kMaxPartBytes uncompressed whatever its header claims.
std::optional<QByteArray> part(const Zip& zip, const QString& name, const QString& file)
{
    if (unzLocateFile(zip.handle(), name.toUtf8().constData(), 1) != UNZ_OK)
        return std::nullopt;
    if (unzOpenCurrentFile(zip.handle()) != UNZ_OK)
        throw InputException({ file, name, XlsxSheet::tr("cannot be unpacked") });
    QByteArray out;
    char buffer[65536];
    for (;;) {
        const int n = unzReadCurrentFile(zip.handle(), buffer, sizeof buffer);
        if (n < 0) {
            unzCloseCurrentFile(zip.handle());
            throw InputException({ file, name, XlsxSheet::tr("cannot be unpacked (code %1)").arg(n) });
        }
        if (n == 0)
            break;
        if (out.size() + n > XlsxSheet::kMaxPartBytes) {
            unzCloseCurrentFile(zip.handle());
            throw InputException({ file, name,
                XlsxSheet::tr("unpacks to more than %1 MB: not a request for quotation")
                    .arg(XlsxSheet::kMaxPartBytes / (1024 * 1024)) });
        }
        out.append(buffer, n);
    }
    if (unzCloseCurrentFile(zip.handle()) != UNZ_OK) // the CRC does not match
        throw InputException({ file, name, XlsxSheet::tr("is damaged (its checksum does not match)") });
    return out;
}

void failIfBad(const QXmlStreamReader& xml, const QString& file, const QString& name)
{
    if (xml.hasError())
        throw InputException({ file, name, XlsxSheet::tr("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()) });
}

// The name and relationship id of the sheet at `index` (0: the first), from xl/workbook.xml.
std::pair<QString, QString> sheetAt(const QByteArray& workbook, int index, const QString& file)
{
    QXmlStreamReader xml(workbook);
    int seen = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("sheet") && seen++ == index) {
            const auto a = xml.attributes();
            for (const QXmlStreamAttribute& attribute : a) {
                if (attribute.name() == QLatin1String("id")) // r:id, whatever the prefix
                    return { a.value(QLatin1String("name")).toString(), attribute.value().toString() };
            }
        }
    }
    failIfBad(xml, file, QStringLiteral("xl/workbook.xml"));
    throw InputException({ file, QStringLiteral("xl/workbook.xml"), XlsxSheet::tr("the workbook has no sheet") });
}

// The part a relationship id points to, from xl/_rels/workbook.xml.rels.
QString target(const QByteArray& rels, const QString& id, const QString& file)
{
    QXmlStreamReader xml(rels);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("Relationship")
            && xml.attributes().value(QLatin1String("Id")) == id) {
            const QString t = xml.attributes().value(QLatin1String("Target")).toString();
            return t.startsWith(u'/') ? t.mid(1) : QStringLiteral("xl/") + t;
        }
    }
    failIfBad(xml, file, QStringLiteral("xl/_rels/workbook.xml.rels"));
    throw InputException(
        { file, QStringLiteral("xl/_rels/workbook.xml.rels"), XlsxSheet::tr("the first sheet's part is not named") });
}

// The text of every <si>: its <t>, or its rich-text runs' <t> joined (phonetic <rPh> runs left out).
QStringList sharedStrings(const QByteArray& bytes, const QString& file)
{
    QStringList out;
    QXmlStreamReader xml(bytes);
    QString current;
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("si"))
                current.clear();
            else if (xml.name() == QLatin1String("rPh"))
                ++phonetic;
            else if (xml.name() == QLatin1String("t") && phonetic == 0)
                current += xml.readElementText();
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("si"))
                out.append(current);
            else if (xml.name() == QLatin1String("rPh"))
                --phonetic;
        }
    }
    failIfBad(xml, file, QStringLiteral("xl/sharedStrings.xml"));
    return out;
}

// "BC12" → column 54 (0-based 54 = B·26 + C − 1); -1 when the reference has no letters.
int columnOf(QStringView reference)
{
    int column = 0;
    qsizetype i = 0;
    for (; i < reference.size() && reference.at(i).isLetter(); ++i)
        column = column * 26 + (reference.at(i).toUpper().unicode() - u'A' + 1);
    return i == 0 ? -1 : column - 1;
}

constexpr int kMaxColumns = 16384; // XFD, the last column a worksheet has

} // namespace

bool XlsxSheet::looksLikeXlsx(const QByteArray& bytes)
{
    return bytes.startsWith("PK\x03\x04");
}

SheetTable XlsxSheet::read(const QByteArray& bytes, const QString& file, int sheetIndex)
{
    const Zip zip(bytes);
    if (!zip.isOpen())
        throw InputException({ file, {}, tr("not an XLSX workbook (the zip container cannot be read)") });
    const std::optional<QByteArray> workbook = part(zip, QStringLiteral("xl/workbook.xml"), file);
    const std::optional<QByteArray> rels = part(zip, QStringLiteral("xl/_rels/workbook.xml.rels"), file);
    if (!workbook || !rels)
        throw InputException({ file, {}, tr("not an XLSX workbook (no xl/workbook.xml)") });
    const auto [sheetName, id] = sheetAt(*workbook, sheetIndex, file);
    const QString sheetPart = target(*rels, id, file);
    const QStringList strings
        = sharedStrings(part(zip, QStringLiteral("xl/sharedStrings.xml"), file).value_or(QByteArray()), file);
    const std::optional<QByteArray> sheet = part(zip, sheetPart, file);
    if (!sheet)
        throw InputException({ file, sheetPart, tr("the first sheet's part is missing") });

    SheetTable table;
    table.file = file;
    table.sheet = sheetName;
    QXmlStreamReader xml(*sheet);
    SheetRow row;
    int nextRow = 1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("row")) {
            bool ok = false;
            const int r = xml.attributes().value(QLatin1String("r")).toInt(&ok);
            row = SheetRow {};
            row.row = ok && r > 0 ? r : nextRow;
            nextRow = row.row + 1;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("c")) {
            const auto a = xml.attributes();
            const QString type = a.value(QLatin1String("t")).toString();
            int column = columnOf(a.value(QLatin1String("r")));
            if (column < 0)
                column = int(row.cells.size());
            if (column >= kMaxColumns)
                throw InputException({ file, table.place(row.row), tr("a cell beyond the last column") });
            SheetCell cell;
            // Read the cell's value: <v> (number, shared string index, boolean, cached formula result)
            // or <is><t> (inline string).
            while (!(xml.isEndElement() && xml.name() == QLatin1String("c")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("v")) {
                    const QString v = xml.readElementText();
                    if (type == QLatin1String("s")) {
                        bool ok = false;
                        const int index = v.toInt(&ok);
                        if (!ok || index < 0 || index >= strings.size())
                            throw InputException({ file, table.place(row.row),
                                tr("a cell names shared string %1, which is missing").arg(v) });
                        cell.text = strings.at(index);
                    } else {
                        cell.text = v;
                        cell.number = type.isEmpty() || type == QLatin1String("n");
                    }
                } else if (xml.isStartElement() && xml.name() == QLatin1String("t")) {
                    cell.text += xml.readElementText();
                }
            }
            if (row.cells.size() <= column)
                row.cells.resize(column + 1);
            row.cells[column] = cell;
        } else if (xml.isEndElement() && xml.name() == QLatin1String("row")) {
            if (!row.isBlank()) {
                if (table.rows.size() >= SheetTable::kMaxRows)
                    throw InputException(
                        { file, {}, tr("more than %1 rows: not a request for quotation").arg(SheetTable::kMaxRows) });
                table.rows.append(row);
            }
        }
    }
    failIfBad(xml, file, sheetPart);
    return table;
}

} // namespace rp

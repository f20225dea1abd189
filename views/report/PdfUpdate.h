#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <optional>

namespace rp {

// A standard incremental update (ISO 32000-1 §7.5.6) to a PDF that QPdfWriter
// wrote: read objects through its classic cross-reference table, define new or
// newer objects, then append them with an xref section and a trailer whose
// /Prev names the original table. The original bytes are never changed.
class PdfUpdate {
    Q_DECLARE_TR_FUNCTIONS(PdfUpdate)

public:
    struct Ref {
        int number = 0;
        int generation = 0;
        QByteArray text() const;
    };

    explicit PdfUpdate(const QByteArray& pdf);
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    const QByteArray& bytes() const { return m_pdf; }
    Ref root() const { return m_root; }
    // The dictionary of an object, outer << >> included; empty when there is none.
    QByteArray dictionary(int number) const;
    // The data of a stream object, inflated when it is FlateDecode-compressed.
    std::optional<QByteArray> streamData(int number) const;

    int newObjectNumber() { return m_nextNumber++; }
    // Defines (or redefines, for an existing number) an object: `body` is what goes between "obj" and "endobj".
    void setObject(int number, const QByteArray& body) { m_objects.insert(number, body); }
    bool hasChanges() const { return !m_objects.isEmpty(); }
    // Appends the new objects, the xref section and the trailer to `pdf` (the bytes this was read from).
    void appendTo(QByteArray& pdf) const;

    // "/Key 12 0 R" in a dictionary.
    static std::optional<Ref> reference(const QByteArray& dictionary, const char* key);
    // The dictionary starting at the first "<<" at or after `from`, outer brackets included.
    static std::optional<QByteArray> dictionaryAt(const QByteArray& data, qsizetype from);

private:
    const QByteArray& m_pdf;
    QString m_error;
    qsizetype m_previousXref = 0;
    QMap<int, qsizetype> m_offsets; // object number → byte offset
    QByteArray m_trailer;
    Ref m_root;
    int m_nextNumber = 0;
    QMap<int, QByteArray> m_objects;
};

} // namespace rp

#pragma once

// Makes a RentPlan ledger and then damages it the way a failing disk does: garbage
// over one page in the middle of the file, the header left intact, so the file
// still opens as a RentPlan ledger and only a whole-file check finds the damage.
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"

#include <QBuffer>
#include <QFile>

inline bool makeDamagedLedger(const QString& path)
{
    {
        rp::LedgerDb db(path);
        QByteArray csv = "date,provider,card,cards,billing_mode,billed_hours,busy_hours,cost,currency,task,model,"
                         "result,tags,notes\n";
        for (int i = 0; i < 4000; ++i)
            csv += "2024-05-01,Provider " + QByteArray::number(i) + ",l40s,2,on_demand,3,2,12,CNY,lora,m,ok,t,"
                + QByteArray(60, 'x') + '\n';
        QBuffer buffer(&csv);
        buffer.open(QIODevice::ReadOnly);
        rp::LedgerImporter(db).importCsv(&buffer, QStringLiteral("seed.csv"), false);
    } // closing the last connection folds the WAL back into the file
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite) || file.size() < 16 * 4096)
        return false;
    const qint64 page = 4096;
    file.seek((file.size() / page / 2) * page); // a page in the middle, well clear of the header
    return file.write(QByteArray(int(page), '\x5a')) == page;
}

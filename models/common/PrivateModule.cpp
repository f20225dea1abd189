// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/common/PrivateModule.h"

#include "models/common/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLibrary>
#include <QMutex>

#include <dlfcn.h>

namespace rp::private_module {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PrivateModule)
};

// Every table starts with the version of the library that filled it.
struct Header {
    const char* version;
};

const void* load(const QString& path, const char* entrySymbol)
{
    if (!QFileInfo::exists(path))
        throw InputException(
            InputError { path, {}, Text::tr("this part of RentPlan is not installed: reinstall RentPlan") });
    QLibrary library(path);
    if (!library.load())
        throw InputException(InputError { path, {}, library.errorString() });
    using EntryFunction = const void* (*)();
    const auto function = reinterpret_cast<EntryFunction>(library.resolve(entrySymbol));
    const void* table = function ? function() : nullptr;
    if (!table)
        throw InputException(InputError {
            path, {}, Text::tr("not one of RentPlan's libraries (no %1)").arg(QString::fromLatin1(entrySymbol)) });
    const char* version = static_cast<const Header*>(table)->version;
    if (qstrcmp(version, RENTPLAN_VERSION) != 0)
        throw InputException(InputError { path, {},
            Text::tr("the library is version %1, the program %2: reinstall RentPlan")
                .arg(QString::fromLatin1(version), QStringLiteral(RENTPLAN_VERSION)) });
    return table;
}

} // namespace

QString folder()
{
    // Where the dynamic linker found this very function's library.
    Dl_info info {};
    if (dladdr(reinterpret_cast<const void*>(&folder), &info) == 0 || !info.dli_fname)
        return QString();
    return QFileInfo(QString::fromLocal8Bit(info.dli_fname)).canonicalPath();
}

const void* entry(const QString& fileName, const char* entrySymbol)
{
    static QMutex mutex;
    static QHash<QString, const void*> loaded;
    const QMutexLocker lock(&mutex);
    if (const void* table = loaded.value(fileName))
        return table;
    const void* table = load(QDir(folder()).filePath(fileName), entrySymbol);
    loaded.insert(fileName, table);
    return table;
}

} // namespace rp::private_module

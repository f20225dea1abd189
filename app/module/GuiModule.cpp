// SPDX-License-Identifier: GPL-3.0-or-later
#include "module/GuiModule.h"

#include "common/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace rp::gui_module {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(GuiModule)
};

// Where the program runs from: /proc/self/exe, since no QCoreApplication exists yet when the
// window's library is loaded (it creates the application itself).
QString programFolder()
{
    return QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).absolutePath();
}

const Entry* load()
{
    const QDir folder(programFolder());
    const QStringList candidates { folder.filePath(fileName()),
        QDir::cleanPath(folder.filePath(QStringLiteral(RENTPLAN_GUI_MODULE_DIR) + u'/' + fileName())) };
    InputError failure { candidates.constLast(), {}, Text::tr("RentPlan's window library is not installed") };
    for (const QString& path : candidates) {
        if (!QFileInfo::exists(path))
            continue;
        QLibrary library(path);
        if (!library.load()) {
            failure = { path, {}, library.errorString() };
            continue;
        }
        using EntryFunction = const Entry* (*)();
        const auto function = reinterpret_cast<EntryFunction>(library.resolve("rentplan_gui_entry"));
        const Entry* found = function ? function() : nullptr;
        if (!found)
            throw InputException(
                InputError { path, {}, Text::tr("not RentPlan's window library (no rentplan_gui_entry)") });
        if (qstrcmp(found->version, RENTPLAN_VERSION) != 0)
            throw InputException(InputError { path, {},
                Text::tr("the window library is version %1, the program %2: reinstall RentPlan")
                    .arg(QString::fromLatin1(found->version), QStringLiteral(RENTPLAN_VERSION)) });
        return found; // the library stays loaded for the life of the process
    }
    throw InputException(failure);
}

} // namespace

QString fileName()
{
    return QStringLiteral("librentplan-gui.so");
}

const Entry& entry()
{
    static const Entry* const loaded = load();
    return *loaded;
}

} // namespace rp::gui_module

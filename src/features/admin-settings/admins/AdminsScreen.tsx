export default function AdminsScreen() { return <h1 className="text-2xl font-bold">AdminsScreen</h1>; }
